import {
  addressLine,
  type DateFormatter,
  noDetailsMessage,
  PROFILE_SECTIONS,
  type ProfileDashboard,
  type ProfileSection,
} from '@hrms/shared';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { displayPrefixedName } from './display';

type Row = [label: string, value: string];

/** The label/value lines of each card (spec 1 §2.4), or null when the section is missing. */
function cardRows(data: ProfileDashboard, section: ProfileSection, dates: DateFormatter, t: TFunction): Row[] | null {
  const label = (key: string) => t(`employees.profile.labels.${key}`);
  switch (section.part) {
    case 'employeeProfileDetails': {
      const p = data.employeeProfileDetails;
      return (
        p && [
          [label('name'), displayPrefixedName(t, p.prefix, p.firstname)],
          [label('dateOfBirth'), dates.date(p.dob)],
          [label('phoneNumber'), p.phoneNumber],
          [label('dateOfJoining'), dates.date(p.doj)],
        ]
      );
    }
    case 'nationalIDDetails': {
      const n = data.nationalIDDetails;
      return (
        n && [
          [label('idType'), t(`profileDashboard.idTypes.${n.nationalIdType}`, { defaultValue: n.nationalIdType })],
          [label('idNumber'), n.nationalIDNum],
        ]
      );
    }
    case 'educationDetails': {
      const e = data.educationDetails;
      return (
        e && [
          [label('degree'), e.degree],
          [label('institute'), e.institutionName],
          [label('yearOfPassing'), String(e.yearOfPass)],
        ]
      );
    }
    case 'locationDetails': {
      const a = data.locationDetails;
      return a && [[label('address'), addressLine(a)]];
    }
    case 'travelDetails': {
      const travel = data.travelDetails;
      return (
        travel && [
          [label('passport'), travel.passportNumber],
          [label('issueDate'), dates.date(travel.issueDate)],
          [label('expireDate'), dates.date(travel.expireDate)],
        ]
      );
    }
    case 'experienceDetails': {
      const x = data.experienceDetails;
      return (
        x && [
          [label('organization'), x.organisationName],
          [
            label('experience'),
            `${t('employees.profile.years', { count: x.numberOfYears })} ${t('employees.profile.months', { count: x.numberOfMonths })}`,
          ],
          [label('designation'), x.designation],
        ]
      );
    }
    case 'familyDetails': {
      const f = data.familyDetails;
      return (
        f && [
          [label('name'), f.name],
          [label('relationship'), f.relation],
        ]
      );
    }
    case 'currentExperienceDetails': {
      const c = data.currentExperienceDetails;
      return (
        c && [
          [label('organization'), c.organisationName],
          [label('designation'), c.designation],
        ]
      );
    }
  }
}

function SummaryCard({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = (
    <Text fw={600} c={to ? 'blue' : undefined} mb="xs">
      {title}
    </Text>
  );
  if (!to) {
    return (
      <Card withBorder radius="md" padding="md" aria-label={t('employees.profile.card', { title })}>
        {heading}
        {children}
      </Card>
    );
  }
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      shadow="xs"
      aria-label={t('employees.profile.card', { title })}
      style={{ textDecoration: 'none' }}
    >
      {heading}
      {children}
    </Card>
  );
}

/** Eight summary cards; a present section links to its page, a missing one is grey text and no link. */
export function ProfileSummaryCards({ data, employeeId }: { data: ProfileDashboard; employeeId: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {PROFILE_SECTIONS.map((section) => {
        const rows = cardRows(data, section, dates, t);
        const title = t(`employees.profile.titles.${section.part}`, { defaultValue: section.title });
        if (!rows) {
          return (
            <SummaryCard key={section.part} title={title}>
              <Text c="dimmed" size="sm">
                {t(`employees.profile.noDetails.${section.part}`, { defaultValue: noDetailsMessage(section.missing) })}
              </Text>
            </SummaryCard>
          );
        }
        return (
          <SummaryCard key={section.part} title={title} to={section.cardPath(employeeId)}>
            <Stack gap={4}>
              {rows.map(([label, value]) => (
                <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" size="sm">
                    {label}:{' '}
                  </Text>
                  {/* typed values keep their own direction in a right-to-left page ("149/A, Residency Road") */}
                  <bdi>{value || '—'}</bdi>
                </Text>
              ))}
            </Stack>
          </SummaryCard>
        );
      })}
    </SimpleGrid>
  );
}
