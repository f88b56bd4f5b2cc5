import { EMPLOYEE_MESSAGES, type Reportee, TEAM_LIST_PAGE_SIZE, type TeamLine } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../i18n';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable, Pager } from '../../../ui/records';
import { useTeamSearch } from '../../employees';
import { useReportees } from '../performance.api';

const columns = (t: TFunction): Column<Reportee>[] => [
  { key: 'employeeId', header: t('performance.columns.employeeId'), nowrap: true },
  { key: 'employeeName', header: t('performance.columns.employeeName') },
  { key: 'designation', header: t('performance.columns.designation') },
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
  const { t } = useTranslation();
  const { search, page, setPage, input } = useTeamSearch();
  const team = useReportees(line, leaderId, page, search);
  const pages = Math.max(1, Math.ceil((team.data?.total ?? 0) / TEAM_LIST_PAGE_SIZE));

  let body: React.ReactNode;
  if (team.isPending) body = <PageLoader />;
  else if (team.isError) body = <ErrorState message={errorMessage(team.error)} onRetry={() => team.refetch()} />;
  else if (team.data.rows.length === 0) body = <EmptyState>{translateMessage(EMPLOYEE_MESSAGES.noEmployees)}</EmptyState>;
  else
    body = (
      <DataTable
        label={label}
        columns={columns(t)}
        rows={team.data.rows}
        rowKey={(row) => row.employeeId}
        actionsHeader={t('people.view')}
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
              aria-label={t('people.viewRow', { what: row.employeeName })}
            >
              {t('people.view')}
            </Button>
          );
        }}
      />
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {input}
      {body}
      <Pager page={Math.min(page + 1, pages)} pageCount={pages} onPage={(p) => setPage(p - 1)} />
    </Paper>
  );
}
