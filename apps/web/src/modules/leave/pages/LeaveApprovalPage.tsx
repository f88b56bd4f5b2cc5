import {
  APPROVAL_MESSAGES,
  approverEndpoint,
  LEAVE_APPROVAL_PAGE_SIZE,
  type LeaveRequestRow,
  leaveTypeLabel,
} from '@hrms/shared';
import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { CommentsDialog } from '../../approvals/components/CommentsDialog';
import { LeaveRequestsTable } from '../components/LeaveRequestsTable';
import { useDecideLeave, useLeaveDecided, useLeavePending } from '../leave.api';

type Verdict = 'approve' | 'reject';

/**
 * /LeaveApproval/{employeeId}/{role} (spec 3 §2.3): pending and approved/rejected leave requests, 3 per
 * page. ROLE_MANAGER calls the manager endpoints, ROLE_HR the HR ones; other roles make no call.
 */
export function LeaveApprovalPage() {
  const params = useParams();
  const employeeId = params.employeeId ?? '';
  const endpoint = approverEndpoint(params.role);
  const pending = useLeavePending(employeeId, endpoint !== null);
  const decided = useLeaveDecided(employeeId, endpoint !== null);
  const decide = useDecideLeave(employeeId);
  const [acting, setActing] = useState<{ item: LeaveRequestRow; verdict: Verdict } | null>(null);

  useEffect(() => {
    if (endpoint === null) console.log(APPROVAL_MESSAGES.roleNotRecognized);
  }, [endpoint]);

  async function submit(comments: string) {
    if (!acting || !endpoint) return;
    const result = await decide.mutateAsync({ endpoint, verdict: acting.verdict, item: acting.item, comments });
    notifySuccess(result.message);
    setActing(null);
  }

  const actions = (row: LeaveRequestRow) => (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Balance and movements">
        <Anchor component={Link} to={`/LeaveBalance?employeeId=${row.employeeId}`} size="sm">
          Balance
        </Anchor>
      </Tooltip>
      <Tooltip label="Approve">
        <ActionIcon
          variant="light"
          color="green"
          aria-label={`Approve ${row.employeeName}'s leave`}
          onClick={() => setActing({ item: row, verdict: 'approve' })}
        >
          <ApproveIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reject">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Reject ${row.employeeName}'s leave`}
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
        title="Leave Approvals"
        back={<BackLink to="/ApprovalMaster" label="Previous Page" />}
        actions={
          <Button component={Link} to={`/LeaveStatus/${employeeId}`} variant="light">
            My Status
          </Button>
        }
      />
      <Stack gap="lg">
        <LeaveRequestsTable
          title="Pending Requests"
          testId="pending"
          rows={pending.data ?? []}
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          actions={actions}
          loading={pending.isLoading}
          error={pending.isError ? errorMessage(pending.error, APPROVAL_MESSAGES.loadFailed) : null}
          onRetry={() => pending.refetch()}
          emptyText={APPROVAL_MESSAGES.noPending}
        />
        <LeaveRequestsTable
          title="Approved/Rejected Requests"
          testId="decided"
          rows={decided.data ?? []}
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          loading={decided.isLoading}
          error={decided.isError ? errorMessage(decided.error, APPROVAL_MESSAGES.loadFailed) : null}
          onRetry={() => decided.refetch()}
          emptyText={APPROVAL_MESSAGES.noDecided}
        />
      </Stack>
      <CommentsDialog
        item={acting?.item ?? null}
        verdict={acting?.verdict ?? 'approve'}
        summary={
          acting && (
            <>
              {acting.verdict === 'approve' ? 'Approve' : 'Reject'} <b>{leaveTypeLabel(acting.item.leaveName)}</b> from{' '}
              <b>{acting.item.startDate}</b> to <b>{acting.item.endDate}</b> ({acting.item.duration}{' '}
              {acting.item.duration === 1 ? 'day' : 'days'}). Reason: {acting.item.reason || '—'}
            </>
          )
        }
        onClose={() => setActing(null)}
        onSubmit={submit}
      />
    </>
  );
}
