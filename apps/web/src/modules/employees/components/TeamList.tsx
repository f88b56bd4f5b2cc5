import { EMPLOYEE_MESSAGES, type Reportee, TEAM_LIST_PAGE_SIZE, type TeamLine } from '@hrms/shared';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable } from '../../../ui/records';
import { useTeamList } from '../employee-profile.api';

const COLUMNS: Column<Reportee>[] = [
  { key: 'employeeId', header: 'Employee ID' },
  { key: 'employeeName', header: 'Employee Name' },
  { key: 'designation', header: 'Designation' },
];

/** Reportees with search and Previous/Next, 10 per page; View opens the dashboard (spec 3 §2.13). */
export function TeamList({ line, leaderId }: { line: TeamLine; leaderId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const team = useTeamList(line, leaderId, page, debounced);
  const total = team.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEAM_LIST_PAGE_SIZE));
  const rows = team.data?.rows ?? [];

  return (
    <Paper withBorder radius="md" p="md">
      <TextInput
        label="Search"
        placeholder="Search by name, ID or designation"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
        }}
        maw={360}
        mb="md"
      />
      {team.isError ? (
        <ErrorState message={errorMessage(team.error)} onRetry={() => team.refetch()} />
      ) : (
        <DataTable
          label="Team members"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.employeeId}
          minWidth={520}
          actionsHeader="Action"
          actions={(row) => (
            <Button
              component={Link}
              to={`/dashboard/${row.employeeId}`}
              size="xs"
              variant="light"
              aria-label={`View ${row.employeeName}`}
            >
              View
            </Button>
          )}
        />
      )}
      {!team.isPending && !team.isError && rows.length === 0 && <EmptyState>{EMPLOYEE_MESSAGES.noEmployees}</EmptyState>}
      <Group justify="space-between" mt="md">
        <Button variant="default" size="sm" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
          Previous
        </Button>
        <Text size="sm" c="dimmed" data-testid="team-page">
          Page {Math.min(page + 1, pages)} of {pages}
        </Text>
        <Button variant="default" size="sm" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </Group>
    </Paper>
  );
}
