import { type Reportee, TEAM_LIST_PAGE_SIZE, teamLineFor, teamListPath } from '@hrms/shared';
import { Badge, Button, Group, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiPage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { useWaitingByPerson } from '../../approvals';
import { ProjectHoursExport } from '../components/ProjectHoursExport';
import { WaitingWeeks } from '../components/WaitingWeeks';

/**
 * /table (spec 3 §2.9): the manager's or HR's people, each with View (time summary) and View Status.
 * The weeks waiting for the caller's approval come first, across all their people, to approve or
 * reject several at once (WaitingWeeks); each person's row is marked with how many wait.
 */
export function TeamTimesheetsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const line = session ? teamLineFor(session.role) : 'manager';
  const leaderId = session?.employeeId ?? '';
  const team = useQuery({
    queryKey: ['timesheets', 'team', line, leaderId, page, term],
    enabled: Boolean(leaderId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiPage<Reportee>(teamListPath(line, leaderId), { pageNumber: page, size: TEAM_LIST_PAGE_SIZE, search: term || undefined }),
  });
  const waiting = useWaitingByPerson('timesheet', Boolean(leaderId));
  if (!session) return null;
  const waitingOf = new Map((waiting.data ?? []).map((w) => [w.employeeId, w.waiting]));
  const weeks = (count: number) => t('timesheets.weeksWaiting', { count });
  const columns: Column<Reportee>[] = [
    { key: 'employeeId', header: t('timesheets.columns.employeeId'), nowrap: true },
    { key: 'employeeName', header: t('timesheets.columns.name') },
    { key: 'designation', header: t('timesheets.columns.designation') },
    {
      key: 'waiting',
      header: t('timesheets.columns.approval'),
      render: (r) =>
        waitingOf.get(r.employeeId) ? (
          <Badge color="yellow" variant="light" tt="none" data-testid="week-waiting">
            {weeks(waitingOf.get(r.employeeId) ?? 0)}
          </Badge>
        ) : (
          '—'
        ),
    },
  ];
  const pageCount = Math.max(1, Math.ceil((team.data?.total ?? 0) / TEAM_LIST_PAGE_SIZE));
  return (
    <>
      <PageHeader title={t('timesheets.teamTimeSheets')} back={<BackLink to={`/entrypage/${session.employeeId}`} />} />
      <WaitingWeeks />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <TextInput
          placeholder={t('timesheets.searchByIdOrName')}
          aria-label={t('timesheets.searchPeople')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          mb="sm"
          maw={320}
        />
        <QueryBody
          query={team}
          errorText={t('messages.timesheets.readFailed')}
          emptyText={t('messages.timesheets.noEmployees')}
          isEmpty={(d) => d.rows.length === 0}
        >
          {(data) => (
            <>
              <DataTable
                label={t('timesheets.teamTable')}
                columns={columns}
                rows={data.rows}
                rowKey={(r) => r.employeeId}
                minWidth={520}
                actions={(r) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/timesheets/${r.employeeId}`}
                      state={{ employeeName: r.employeeName }}
                      size="xs"
                      variant="light"
                    >
                      {t('timesheets.view')}
                    </Button>
                    <Button component={Link} to={`/status/${r.employeeId}`} size="xs" variant="default">
                      {t('timesheets.viewStatus')}
                    </Button>
                  </Group>
                )}
              />
              <Pager page={page + 1} pageCount={pageCount} onPage={(p) => setPage(p - 1)} />
            </>
          )}
        </QueryBody>
      </Paper>
      <ProjectHoursExport />
    </>
  );
}
