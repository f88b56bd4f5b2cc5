import { APPROVAL_MESSAGES, approverEndpoint } from '@hrms/shared';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import type { Verdict } from '../approvals.api';
import { CommentsDialog } from './CommentsDialog';

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

/** What a queue's table receives: its rows and their loading/error state. */
export type QueueTable<T> = { rows: T[]; loading: boolean; error: string | null; onRetry: () => void };

type Props<T extends { employeeName: string }> = {
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
 * with approve/reject icon buttons, the decided list, and the comments dialog every decision goes
 * through. Each kind declares its tables, its row description and its decision summary.
 */
export function ApprovalQueue<T extends { employeeName: string }>(props: Props<T>) {
  const { endpoint, pending, decided, decide } = props;
  const [acting, setActing] = useState<{ item: T; verdict: Verdict } | null>(null);

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
  });

  const actions = (row: T) => (
    <Group gap={6} wrap="nowrap">
      {props.rowExtra?.(row)}
      <Tooltip label="Approve">
        <ActionIcon
          variant="light"
          color="green"
          aria-label={`Approve ${props.describe(row)}`}
          onClick={() => setActing({ item: row, verdict: 'approve' })}
        >
          <ApproveIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reject">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Reject ${props.describe(row)}`}
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
        back={<BackLink to="/ApprovalMaster" label="Previous Page" />}
        actions={
          <>
            <Button component={Link} to={props.statusPath} variant="light">
              My Status
            </Button>
            {props.headerActions}
          </>
        }
      />
      <Stack gap="lg">
        {props.renderPending({ ...table(pending), actions })}
        {props.renderDecided(table(decided))}
      </Stack>
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
