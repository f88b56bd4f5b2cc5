import type { EmployeeProfile } from '@hrms/shared';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDateFormat } from '../../../lib/use-date-format';
import { displayGender } from './display';

/** The read-only grid of spec 1 §2.5, in the spec's order. */
export function PersonalDetailsGrid({ profile }: { profile: EmployeeProfile }) {
  const dates = useDateFormat();
  const items: [string, string][] = [
    ['Prefix', profile.prefix.trim()],
    ['First Name', profile.firstname],
    ['Last Name', profile.lastname],
    ['Middle Name', profile.middlename],
    ['Email', profile.email],
    ['Phone Number', `${profile.countryCode} ${profile.phoneNumber}`.trim()],
    ['Marital Status', profile.maritialStatus],
    ['Date of Birth', dates.date(profile.dob)],
    ['Gender', displayGender(profile.gender)],
    ['Date of Joining', dates.date(profile.doj)],
    ["Father's Name", profile.fatherName],
    ['Blood Group', profile.bloodGroup],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        {items.map(([label, value]) => (
          <Stack key={label} gap={2} data-testid={`detail-${label}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
