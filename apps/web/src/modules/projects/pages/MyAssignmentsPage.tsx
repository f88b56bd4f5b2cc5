import { type AssignmentRecord, ASSIGNMENT_MESSAGES as M } from '@hrms/shared';
import { Paper, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useMyAssignments } from '../projects.api';

const columns = (t: TFunction): Column<AssignmentRecord>[] => [
  { key: 'projectCode', header: t('projects.assignments.columns.projectCode'), nowrap: true, sortValue: (r) => r.projectCode },
  { key: 'employeeDesignation', header: t('projects.assignments.columns.employeeDesignation') },
  {
    key: 'startDate',
    header: t('projects.assignments.columns.startDate'),
    nowrap: true,
    format: 'date',
    sortValue: (r) => r.startDate,
  },
  {
    key: 'endDate',
    header: t('projects.assignments.columns.endDate'),
    nowrap: true,
    format: 'date',
    sortValue: (r) => r.endDate,
  },
  {
    key: 'shift',
    header: t('projects.assignments.shift'),
    nowrap: true,
    render: (r) => `${r.shiftStartTime} – ${r.shiftEndTime}`,
  },
  { key: 'comments', header: t('projects.assignments.columns.comments') },
];

function AssignmentList({ employeeId, when }: { employeeId: string; when: 'present' | 'previous' }) {
  const { t } = useTranslation();
  const query = useMyAssignments(employeeId, when);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={4} mb="sm">
        {when === 'present' ? t('projects.assignments.present') : t('projects.assignments.previous')}
      </Title>
      <QueryBody
        query={query}
        errorText={translateMessage(M.failed)}
        emptyText={translateMessage(when === 'present' ? M.noPresent : M.noPrevious)}
      >
        {(rows) => (
          <DataTable
            label={when === 'present' ? t('projects.assignments.presentTable') : t('projects.assignments.previousTable')}
            columns={columns(t)}
            rows={rows}
            rowKey={(r) => r.id}
            minWidth={640}
          />
        )}
      </QueryBody>
    </Paper>
  );
}

/** /Assignments (spec 3 §2): the user's present (current and upcoming) and previous assignments, by dates. */
export function MyAssignmentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title={t('projects.assignments.myTitle')} back={<BackLink to="/userdashboard" />} />
      <Stack gap="md">
        <AssignmentList employeeId={session.employeeId} when="present" />
        <AssignmentList employeeId={session.employeeId} when="previous" />
      </Stack>
    </>
  );
}
