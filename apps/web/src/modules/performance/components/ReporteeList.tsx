import { EMPLOYEE_MESSAGES, type Reportee, TEAM_LIST_PAGE_SIZE, type TeamLine } from '@hrms/shared';
import { Button, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable, Pager } from '../../../ui/records';
import { useReportees } from '../performance.api';

const COLUMNS: Column<Reportee>[] = [
  { key: 'employeeId', header: 'Employee Id', nowrap: true },
  { key: 'employeeName', header: 'Employee Name' },
  { key: 'designation', header: 'Designation' },
];

type Props = {
  line: TeamLine;
  leaderId: string;
  /** Where View goes for a reportee, and what state travels with it. */
  viewTo: (row: Reportee) => { to: string; state?: unknown };
  label: string;
};

/** The viewer's reportees, searchable and paged 10 at a time on the server, each with a View button. */
export function ReporteeList({ line, leaderId, viewTo, label }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const team = useReportees(line, leaderId, page, debounced);
  const pages = Math.max(1, Math.ceil((team.data?.total ?? 0) / TEAM_LIST_PAGE_SIZE));

  let body: React.ReactNode;
  if (team.isPending) body = <PageLoader />;
  else if (team.isError) body = <ErrorState message={errorMessage(team.error)} onRetry={() => team.refetch()} />;
  else if (team.data.rows.length === 0) body = <EmptyState>{EMPLOYEE_MESSAGES.noEmployees}</EmptyState>;
  else
    body = (
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={team.data.rows}
        rowKey={(row) => row.employeeId}
        actionsHeader="View"
        minWidth={520}
        actions={(row) => {
          const target = viewTo(row);
          return (
            <Button
              component={Link}
              to={target.to}
              state={target.state}
              size="xs"
              variant="light"
              aria-label={`View ${row.employeeName}`}
            >
              View
            </Button>
          );
        }}
      />
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
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
      {body}
      <Pager page={Math.min(page + 1, pages)} pageCount={pages} onPage={(p) => setPage(p - 1)} />
    </Paper>
  );
}
