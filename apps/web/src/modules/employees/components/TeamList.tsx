import { EMPLOYEE_MESSAGES, type Reportee, TEAM_LIST_PAGE_SIZE, type TeamLine } from '@hrms/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable } from '../../../ui/records';
import { useTeamList } from '../employee-profile.api';
import { useTeamSearch } from './TeamSearch';

const columns = (t: TFunction): Column<Reportee>[] => [
  { key: 'employeeId', header: t('employees.columns.employeeId') },
  { key: 'employeeName', header: t('employees.columns.employeeName') },
  { key: 'designation', header: t('employees.columns.designation') },
];

/** Reportees with search and Previous/Next, 10 per page; View opens the dashboard (spec 3 §2.13). */
export function TeamList({ line, leaderId }: { line: TeamLine; leaderId: string }) {
  const { t } = useTranslation();
  const { search, page, setPage, input } = useTeamSearch();
  const team = useTeamList(line, leaderId, page, search);
  const total = team.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEAM_LIST_PAGE_SIZE));
  const rows = team.data?.rows ?? [];

  return (
    <Paper withBorder radius="md" p="md">
      {input}
      {team.isError ? (
        <ErrorState message={errorMessage(team.error)} onRetry={() => team.refetch()} />
      ) : (
        <DataTable
          label={t('employees.team.table')}
          columns={columns(t)}
          rows={rows}
          rowKey={(row) => row.employeeId}
          minWidth={520}
          actionsHeader={t('people.action')}
          actions={(row) => (
            <Button
              component={Link}
              to={`/dashboard/${row.employeeId}`}
              size="xs"
              variant="light"
              aria-label={t('people.viewRow', { what: row.employeeName })}
            >
              {t('people.view')}
            </Button>
          )}
        />
      )}
      {!team.isPending && !team.isError && rows.length === 0 && (
        <EmptyState>{translateMessage(EMPLOYEE_MESSAGES.noEmployees)}</EmptyState>
      )}
      <Group justify="space-between" mt="md">
        <Button variant="default" size="sm" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
          {t('common.previous')}
        </Button>
        <Text size="sm" c="dimmed" data-testid="team-page">
          {t('common.pageOf', { page: Math.min(page + 1, pages), count: pages })}
        </Text>
        <Button variant="default" size="sm" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </Button>
      </Group>
    </Paper>
  );
}
