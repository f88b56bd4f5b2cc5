import {
  approvalCommentsFormSchema,
  TIMESHEET_MESSAGES as M,
  optionalCommentsFormSchema,
  type TimesheetWeekSummary,
} from '@hrms/shared';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody, RecordFormDialog } from '../../../ui/records';
import { highlightRowProps, useBulkDecision, useQueuePage, useRequestedId } from '../../approvals';
import { useApprovalSettings } from '../../organization';
import { weekColumns } from '../components/weekColumns';
import { useDecideWeek, useSubmittedWeeks } from '../timesheets.api';

type Pending = { week: TimesheetWeekSummary; verdict: 'approve' | 'reject' };
const BLANK = { comments: '' };
/** A week still waiting for a decision (at either step). */
const open = (w: TimesheetWeekSummary) => w.status === 'Pending';

/** Hours logged against attendance (swipe) hours: a gap of more than an hour a week is flagged. */
function GapFlag({ week }: { week: TimesheetWeekSummary }) {
  const { t } = useTranslation();
  const gap = week.totalHours - week.swipeHours;
  if (Math.abs(gap) <= 1) return <Text size="sm">{gap.toFixed(2)}</Text>;
  return (
    <Tooltip label={gap > 0 ? t('timesheets.moreLogged') : t('timesheets.fewerLogged')}>
      <Badge color="orange" variant="light">
        {gap > 0 ? '+' : ''}
        {gap.toFixed(2)}
      </Badge>
    </Tooltip>
  );
}

/** The decision dialog's title: "Reject the week from 2026-11-02". */
function decisionTitle(t: TFunction, pending: Pending | null): string {
  const approve = pending?.verdict === 'approve';
  return t(approve ? 'timesheets.approveWeekFrom' : 'timesheets.rejectWeekFrom', { date: pending?.week.fromDate ?? '' });
}

/** /timesheets/{employeeId} (spec 3 §2.9): a reportee's weeks, hours against swipe hours, and the decision on each. */
export function TimeSummaryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? '';
  const employeeName = (useLocation().state as { employeeName?: string } | null)?.employeeName;
  const weeks = useSubmittedWeeks(employeeId);
  const decide = useDecideWeek();
  const [pending, setPending] = useState<Pending | null>(null);
  const approvalSettings = useApprovalSettings();
  // rejecting always needs a comment; approving unless the organisation made it optional (BEYOND §B9)
  const commentRequired = pending?.verdict !== 'approve' || approvalSettings.data?.commentRequired !== false;
  // A notification's week (?request=<id>): marked, scrolled to and focused (the list is not paged).
  const highlightId = useRequestedId();
  useQueuePage(weeks.data ?? [], Number.MAX_SAFE_INTEGER, highlightId);
  // several weeks at once: one comment, each decided on its own (the approval queues' one bulk decision)
  const dates = useDateFormat();
  const openWeeks = useMemo(() => (weeks.data ?? []).filter(open), [weeks.data]);
  const bulk = useBulkDecision({
    kind: 'timesheet',
    rows: openWeeks,
    describe: (w) => t('timesheets.weekFromTo', { from: dates.date(w.fromDate), to: dates.date(w.toDate) }),
    selectAllLabel: t('timesheets.selectAllOpen'),
    hint: t('timesheets.tickWeeks'),
  });
  if (!session) return null;
  const as = session.role === 'ROLE_HR' ? 'hr' : 'manager';

  const week = weekColumns(t);
  const columns: Column<TimesheetWeekSummary>[] = [
    bulk.selectColumn,
    week.fromDate,
    week.toDate,
    week.totalHours,
    week.swipeHours,
    {
      key: 'gap',
      header: t('timesheets.columns.gap'),
      render: (r) => <GapFlag week={r} />,
      sortValue: (r) => r.totalHours - r.swipeHours,
    },
    { ...week.status, sortValue: undefined },
    week.statusMessage,
    {
      key: 'week',
      header: t('timesheets.columns.week'),
      render: (r) => (
        <Link to={`/timeEntry/${employeeId}/${r.fromDate}/${r.toDate}`} style={{ whiteSpace: 'nowrap' }}>
          {t('timesheets.openWeek')}
        </Link>
      ),
    },
  ];

  async function submitDecision(values: { comments: string }) {
    if (!pending) return;
    try {
      const result = await decide.mutateAsync({ week: pending.week, verdict: pending.verdict, as, comments: values.comments });
      notifySuccess(result.message);
      setPending(null);
    } catch (error) {
      notifyError(errorMessage(error, M.recheck));
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        title={employeeName ? t('timesheets.summaryTitleOf', { name: employeeName }) : t('timesheets.summaryTitle')}
        back={<BackLink to="/table" />}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {openWeeks.length > 0 && (
          <Stack gap="sm" mb="sm">
            {bulk.failures}
            {bulk.bar}
          </Stack>
        )}
        <QueryBody
          query={weeks}
          errorText={t('messages.timesheets.detailLoadFailed')}
          emptyText={t('messages.timesheets.noStatusData')}
        >
          {(rows) => (
            <DataTable
              label={t('timesheets.submittedWeeks')}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              minWidth={900}
              rowProps={(r) => highlightRowProps(r, highlightId, 'week-row')}
              actions={(r) =>
                open(r) ? (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('approvals.approve')}>
                      <ActionIcon
                        color="green"
                        variant="subtle"
                        aria-label={t('timesheets.approveWeek', { date: r.fromDate })}
                        onClick={() => setPending({ week: r, verdict: 'approve' })}
                      >
                        <ApproveIcon size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('approvals.reject')}>
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        aria-label={t('timesheets.rejectWeek', { date: r.fromDate })}
                        onClick={() => setPending({ week: r, verdict: 'reject' })}
                      >
                        <RejectIcon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ) : null
              }
            />
          )}
        </QueryBody>
      </Paper>
      {bulk.dialog}
      <RecordFormDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={decisionTitle(t, pending)}
        schema={commentRequired ? approvalCommentsFormSchema : optionalCommentsFormSchema}
        fields={[
          { name: 'comments', label: t('approvals.comments'), kind: 'textarea', required: commentRequired, maxLength: 500 },
        ]}
        blank={BLANK}
        editing={null}
        columns={1}
        size="md"
        submitLabel={pending?.verdict === 'approve' ? t('approvals.approve') : t('approvals.reject')}
        onSubmit={submitDecision}
      />
    </>
  );
}
