import { TIMESHEET_WAITING_PAGE_SIZE, type TimesheetWaitingWeek } from '@hrms/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { useBulkDecision } from '../../approvals';
import { useWaitingWeeks } from '../timesheets.api';

/**
 * The team timesheets page's "Waiting for your approval": every submitted week waiting for the caller
 * across their people (GET timesheets/waiting, paged), each with the person, the week, its hours and a
 * link to that person's weeks; tick several and approve or reject them with one comment (the one bulk
 * decision of the approval engine, under the organisation's comment rule).
 */
export function WaitingWeeks() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [page, setPage] = useState(0);
  const waiting = useWaitingWeeks(page, true);
  const rows = waiting.data?.rows ?? [];
  // the last weeks of a later page decided: back to the page before
  const pageEmptied = page > 0 && waiting.data !== undefined && !waiting.isPlaceholderData && rows.length === 0;
  useEffect(() => {
    if (pageEmptied) setPage((p) => p - 1);
  }, [pageEmptied]);
  const range = (w: TimesheetWaitingWeek) =>
    t('timesheets.weekRange', { from: dates.date(w.fromDate), to: dates.date(w.toDate) });
  const describe = (w: TimesheetWaitingWeek) =>
    t('timesheets.whoseWeek', { name: w.employeeName, from: dates.date(w.fromDate), to: dates.date(w.toDate) });
  const bulk = useBulkDecision({
    kind: 'timesheet',
    rows,
    describe,
    selectAllLabel: t('timesheets.selectAllWaiting'),
    hint: t('timesheets.tickWeeks'),
  });
  const columns: Column<TimesheetWaitingWeek>[] = [
    bulk.selectColumn,
    {
      key: 'employeeName',
      header: t('timesheets.columns.person'),
      render: (w) => `${w.employeeName} (${w.employeeId})`,
    },
    { key: 'fromDate', header: t('timesheets.columns.week'), nowrap: true, render: range },
    { key: 'totalHours', header: t('timesheets.columns.totalHours'), render: (w) => w.totalHours.toFixed(2) },
    {
      key: 'weeks',
      header: t('timesheets.columns.weeks'),
      render: (w) => (
        <Anchor
          component={Link}
          to={`/timesheets/${w.employeeId}?request=${w.id}`}
          state={{ employeeName: w.employeeName }}
          size="sm"
          aria-label={t('timesheets.reviewWeeks', { name: w.employeeName })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('timesheets.review')}
        </Anchor>
      ),
    },
  ];
  const pageCount = Math.max(1, Math.ceil((waiting.data?.total ?? 0) / TIMESHEET_WAITING_PAGE_SIZE));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="md" data-testid="timesheets-waiting">
      <Title order={2} size="h4" mb="xs">
        {t('timesheets.waitingForYou')}
      </Title>
      <QueryBody
        query={waiting}
        errorText={t('timesheets.waitingLoadFailed')}
        emptyText={<Text size="sm">{t('timesheets.noWeeksWaiting')}</Text>}
        isEmpty={(d) => d.rows.length === 0 && page === 0}
      >
        {() => (
          <Stack gap="sm">
            {bulk.failures}
            {bulk.bar}
            <DataTable label={t('timesheets.waitingTable')} columns={columns} rows={rows} rowKey={(w) => w.id} minWidth={560} />
            {pageCount > 1 && <Pager page={page + 1} pageCount={pageCount} onPage={(p) => setPage(p - 1)} />}
          </Stack>
        )}
      </QueryBody>
      {bulk.dialog}
    </Paper>
  );
}
