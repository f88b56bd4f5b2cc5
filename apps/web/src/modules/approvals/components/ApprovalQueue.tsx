import { APPROVAL_MESSAGES, APPROVAL_TABLE_PAGE_SIZE, type ApprovalKind, approverEndpoint } from '@hrms/shared';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import type { Column } from '../../../ui/records';
import type { Verdict } from '../approvals.api';
import { useBulkDecision } from './BulkDecision';
import { CommentsDialog } from './CommentsDialog';
import { useRequestedId } from './queue-focus';
import type { RequestsTableProps } from './RequestsTable';

export type ApproverEndpoint = 'manager' | 'hr';

/**
 * The route of every approval screen, /{Kind}Approval/{employeeId}/{role}: ROLE_MANAGER decides through
 * the manager endpoints, ROLE_HR through the HR ones; any other role only logs 'User role not
 * recognized' and makes no call (spec 3 §6).
 */
export function useApproverRoute() {
  const params = useParams();
  const endpoint = approverEndpoint(params.role);
  useEffect(() => {
    if (endpoint === null) console.log(APPROVAL_MESSAGES.roleNotRecognized);
  }, [endpoint]);
  return { employeeId: params.employeeId ?? '', endpoint };
}

type Query<T> = { data?: T[]; isLoading: boolean; error: unknown; refetch: () => unknown };

/**
 * What a queue's table receives: its rows and their loading/error state, the request to open on
 * (`?request=`: the table turns to its page and marks it) and, on the pending table, the checkbox
 * column of the bulk decision (put it first).
 */
export type QueueTable<T> = {
  rows: T[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  highlightId: number | null;
  selectColumn?: Column<T>;
};

/**
 * The two tables of a kind shown as RequestsTables (profile changes, attendance; spec 3 §2.4–2.5): 3 rows a
 * page with the dropdown filters each, the decided requests with their comments.
 */
export function requestTables<T>(Table: ComponentType<RequestsTableProps<T>>, pendingTitle: string, decidedTitle: string) {
  return {
    renderPending: (table: QueueTable<T> & { actions: (row: T) => ReactNode }) => (
      <Table title={pendingTitle} testId="pending" pageSize={APPROVAL_TABLE_PAGE_SIZE} dropdowns {...table} />
    ),
    renderDecided: (table: QueueTable<T>) => (
      <Table title={decidedTitle} testId="decided" pageSize={APPROVAL_TABLE_PAGE_SIZE} dropdowns showComments {...table} />
    ),
  };
}

type Row = { id: number; employeeName: string };

type Props<T extends Row> = {
  /** The engine's kind of these requests (the bulk decision's `kind`). */
  kind: ApprovalKind;
  title: string;
  /** The approver's own requests of this kind (the 'My Status' button). */
  statusPath: string;
  endpoint: ApproverEndpoint | null;
  pending: Query<T>;
  decided: Query<T>;
  decide: (decision: { endpoint: ApproverEndpoint; verdict: Verdict; item: T; comments: string }) => Promise<{ message: string }>;
  /** Whose what a row decides, for the buttons' accessible names: "Ananya Rao's leave". */
  describe: (row: T) => string;
  /** One line in the comments dialog saying what is decided. */
  summary: (item: T, verdict: Verdict) => ReactNode;
  renderPending: (table: QueueTable<T> & { actions: (row: T) => ReactNode }) => ReactNode;
  renderDecided: (table: QueueTable<T>) => ReactNode;
  /** More header buttons (e.g. Export). */
  headerActions?: ReactNode;
  /** More row actions before approve/reject (e.g. a balance link). */
  rowExtra?: (row: T) => ReactNode;
};

/**
 * One approval screen of the approval engine (profile changes, leave, attendance): the pending queue
 * with approve/reject icon buttons and a checkbox per row to decide several at once (useBulkDecision:
 * one comment, POST approvals/bulk), the decided list, and the comments dialog every decision goes through. Opened with
 * `?request=<id>` (a notification's link), the tables turn to that request and mark it. Each kind
 * declares its tables, its row description and its decision summary.
 */
export function ApprovalQueue<T extends Row>(props: Props<T>) {
  const { endpoint, pending, decided, decide } = props;
  const { t } = useTranslation();
  const [acting, setActing] = useState<{ item: T; verdict: Verdict } | null>(null);
  const highlightId = useRequestedId();
  const pendingRows = pending.data ?? [];
  const bulk = useBulkDecision({ kind: props.kind, rows: pendingRows, describe: props.describe });

  useEffect(() => {
    if (pending.error) console.error(`${props.title}: pending requests failed to load`, pending.error);
    if (decided.error) console.error(`${props.title}: decided requests failed to load`, decided.error);
  }, [pending.error, decided.error, props.title]);

  async function submit(comments: string) {
    if (!acting || !endpoint) return;
    const result = await decide({ endpoint, verdict: acting.verdict, item: acting.item, comments });
    notifySuccess(result.message);
    setActing(null);
  }

  const table = (query: Query<T>): QueueTable<T> => ({
    rows: query.data ?? [],
    loading: query.isLoading,
    error: query.error ? errorMessage(query.error, APPROVAL_MESSAGES.loadFailed) : null,
    onRetry: () => void query.refetch(),
    highlightId,
  });

  const actions = (row: T) => (
    <Group gap={6} wrap="nowrap">
      {props.rowExtra?.(row)}
      <Tooltip label={t('approvals.approve')}>
        <ActionIcon
          variant="light"
          color="green"
          aria-label={t('approvals.approveRow', { what: props.describe(row) })}
          onClick={() => setActing({ item: row, verdict: 'approve' })}
        >
          <ApproveIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('approvals.reject')}>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={t('approvals.rejectRow', { what: props.describe(row) })}
          onClick={() => setActing({ item: row, verdict: 'reject' })}
        >
          <RejectIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <>
      <PageHeader
        title={props.title}
        back={<BackLink to="/ApprovalMaster" label={t('common.previousPage')} />}
        actions={
          <>
            <Button component={Link} to={props.statusPath} variant="light">
              {t('approvals.myStatus')}
            </Button>
            {props.headerActions}
          </>
        }
      />
      <Stack gap="lg">
        {bulk.failures}
        {endpoint && pendingRows.length > 0 && bulk.bar}
        {props.renderPending({ ...table(pending), actions, selectColumn: endpoint ? bulk.selectColumn : undefined })}
        {props.renderDecided(table(decided))}
      </Stack>
      {bulk.dialog}
      <CommentsDialog
        item={acting?.item ?? null}
        verdict={acting?.verdict ?? 'approve'}
        summary={acting && props.summary(acting.item, acting.verdict)}
        onClose={() => setActing(null)}
        onSubmit={submit}
      />
    </>
  );
}
