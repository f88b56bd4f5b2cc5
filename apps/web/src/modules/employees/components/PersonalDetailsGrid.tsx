import type { EmployeeProfile } from '@hrms/shared';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { PhoneNumber } from '../../../ui/PhoneNumber';
import { displayPrefix, useDisplayGender, useDisplayMaritalStatus } from './display';

/** The read-only grid of spec 1 §2.5, in the spec's order; each item's test id keeps its English label. */
export function PersonalDetailsGrid({ profile }: { profile: EmployeeProfile }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const gender = useDisplayGender();
  const maritalStatus = useDisplayMaritalStatus();
  const items: [key: string, value: ReactNode][] = [
    ['prefix', displayPrefix(t, profile.prefix)],
    ['firstName', profile.firstname],
    ['lastName', profile.lastname],
    ['middleName', profile.middlename],
    ['email', profile.email],
    [
      'phoneNumber',
      profile.phoneNumber ? <PhoneNumber key="phone" countryCode={profile.countryCode} number={profile.phoneNumber} /> : '',
    ],
    ['maritalStatus', maritalStatus(profile.maritialStatus)],
    ['dateOfBirth', dates.date(profile.dob)],
    ['gender', gender(profile.gender)],
    ['dateOfJoining', dates.date(profile.doj)],
    ['fatherName', profile.fatherName],
    ['bloodGroup', profile.bloodGroup],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        {items.map(([key, value]) => (
          <Stack key={key} gap={2} data-testid={`detail-${t(`employees.personal.fields.${key}`, { lng: 'en' })}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`employees.personal.fields.${key}`)}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              <bdi>{value || '—'}</bdi>
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
