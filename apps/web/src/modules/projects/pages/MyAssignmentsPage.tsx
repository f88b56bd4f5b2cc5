import { type AssignmentRecord, ASSIGNMENT_MESSAGES as M } from '@hrms/shared';
import { Paper, Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useMyAssignments } from '../projects.api';

const columns: Column<AssignmentRecord>[] = [
  { key: 'projectCode', header: 'Project Code', nowrap: true, sortValue: (r) => r.projectCode },
  { key: 'employeeDesignation', header: 'Designation' },
  { key: 'startDate', header: 'Start Date', nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: 'End Date', nowrap: true, format: 'date', sortValue: (r) => r.endDate },
  { key: 'shift', header: 'Shift', nowrap: true, render: (r) => `${r.shiftStartTime} – ${r.shiftEndTime}` },
  { key: 'comments', header: 'Comments' },
];

function AssignmentList({ employeeId, when }: { employeeId: string; when: 'present' | 'previous' }) {
  const query = useMyAssignments(employeeId, when);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={4} mb="sm">
        {when === 'present' ? 'Present Assignments' : 'Previous Assignments'}
      </Title>
      <QueryBody query={query} errorText={M.failed} emptyText={when === 'present' ? M.noPresent : M.noPrevious}>
        {(rows) => <DataTable label={`${when} assignments`} columns={columns} rows={rows} rowKey={(r) => r.id} minWidth={640} />}
      </QueryBody>
    </Paper>
  );
}

/** /Assignments (spec 3 §2): the user's present (current and upcoming) and previous assignments, by dates. */
export function MyAssignmentsPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="My Assignments" back={<BackLink to="/userdashboard" />} />
      <Stack gap="md">
        <AssignmentList employeeId={session.employeeId} when="present" />
        <AssignmentList employeeId={session.employeeId} when="previous" />
      </Stack>
    </>
  );
}
