import {
  addressLine,
  noDetailsMessage,
  PROFILE_SECTIONS,
  type ProfileDashboard,
  type ProfileSection,
  yearsAndMonths,
} from '@hrms/shared';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type DateFormatter, useDateFormat } from '../../../lib/use-date-format';

type Row = [label: string, value: string];

/** The label/value lines of each card (spec 1 §2.4), or null when the section is missing. */
function cardRows(data: ProfileDashboard, section: ProfileSection, dates: DateFormatter): Row[] | null {
  switch (section.part) {
    case 'employeeProfileDetails': {
      const p = data.employeeProfileDetails;
      return (
        p && [
          ['Name', `${p.prefix}${p.firstname}`.trim()],
          ['Date of Birth', dates.date(p.dob)],
          ['Phone Number', p.phoneNumber],
          ['Date of Joining', dates.date(p.doj)],
        ]
      );
    }
    case 'nationalIDDetails': {
      const n = data.nationalIDDetails;
      return (
        n && [
          ['ID Type', n.nationalIdType],
          ['ID Number', n.nationalIDNum],
        ]
      );
    }
    case 'educationDetails': {
      const e = data.educationDetails;
      return (
        e && [
          ['Degree', e.degree],
          ['Institute', e.institutionName],
          ['Year of Passing', String(e.yearOfPass)],
        ]
      );
    }
    case 'locationDetails': {
      const a = data.locationDetails;
      return a && [['Address', addressLine(a)]];
    }
    case 'travelDetails': {
      const t = data.travelDetails;
      return (
        t && [
          ['Passport', t.passportNumber],
          ['Issue Date', dates.date(t.issueDate)],
          ['Expire Date', dates.date(t.expireDate)],
        ]
      );
    }
    case 'experienceDetails': {
      const x = data.experienceDetails;
      return (
        x && [
          ['Organization', x.organisationName],
          ['Experience', yearsAndMonths(x.numberOfYears, x.numberOfMonths)],
          ['Designation', x.designation],
        ]
      );
    }
    case 'familyDetails': {
      const f = data.familyDetails;
      return (
        f && [
          ['Name', f.name],
          ['Relationship', f.relation],
        ]
      );
    }
    case 'currentExperienceDetails': {
      const c = data.currentExperienceDetails;
      return (
        c && [
          ['Organization', c.organisationName],
          ['Designation', c.designation],
        ]
      );
    }
  }
}

function SummaryCard({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  const heading = (
    <Text fw={600} c={to ? 'blue' : undefined} mb="xs">
      {title}
    </Text>
  );
  if (!to) {
    return (
      <Card withBorder radius="md" padding="md" aria-label={`${title} card`}>
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
      aria-label={`${title} card`}
      style={{ textDecoration: 'none' }}
    >
      {heading}
      {children}
    </Card>
  );
}

/** Eight summary cards; a present section links to its page, a missing one is grey text and no link. */
export function ProfileSummaryCards({ data, employeeId }: { data: ProfileDashboard; employeeId: string }) {
  const dates = useDateFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {PROFILE_SECTIONS.map((section) => {
        const rows = cardRows(data, section, dates);
        if (!rows) {
          return (
            <SummaryCard key={section.part} title={section.title}>
              <Text c="dimmed" size="sm">
                {noDetailsMessage(section.missing)}
              </Text>
            </SummaryCard>
          );
        }
        return (
          <SummaryCard key={section.part} title={section.title} to={section.cardPath(employeeId)}>
            <Stack gap={4}>
              {rows.map(([label, value]) => (
                <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" size="sm">
                    {label}:{' '}
                  </Text>
                  {value || '—'}
                </Text>
              ))}
            </Stack>
          </SummaryCard>
        );
      })}
    </SimpleGrid>
  );
}
