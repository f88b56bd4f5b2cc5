import { APPROVAL_MESSAGES, LEAVE_APPROVAL_PAGE_SIZE, type LeaveRequestRow, leaveTypeLabel } from '@hrms/shared';
import { Anchor, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { ApprovalQueue, useApproverRoute } from '../../approvals/components/ApprovalQueue';
import { useRequestedId } from '../../approvals/components/queue-focus';
import { AlsoOut } from '../components/AlsoOut';
import { LeaveRequestsTable } from '../components/LeaveRequestsTable';
import { useDecideLeave, useLeaveDecided, useLeavePending } from '../leave.api';

/** /LeaveApproval/{employeeId}/{role} (spec 3 §2.3): pending and approved/rejected leave requests, 3 per page. */
export function LeaveApprovalPage() {
  const dates = useDateFormat();
  const { employeeId, endpoint } = useApproverRoute();
  const decide = useDecideLeave(employeeId);
  return (
    <ApprovalQueue<LeaveRequestRow>
      kind="leave"
      title="Leave Approvals"
      statusPath={`/LeaveStatus/${employeeId}`}
      endpoint={endpoint}
      pending={useLeavePending(employeeId, endpoint !== null, useRequestedId())}
      decided={useLeaveDecided(employeeId, endpoint !== null)}
      decide={decide.mutateAsync}
      describe={(row) => `${row.employeeName}'s leave`}
      rowExtra={(row) => (
        <Tooltip label="Balance and movements">
          <Anchor component={Link} to={`/LeaveBalance?employeeId=${row.employeeId}`} size="sm">
            Balance
          </Anchor>
        </Tooltip>
      )}
      summary={(item, verdict) => (
        <>
          {verdict === 'approve' ? 'Approve' : 'Reject'} <b>{leaveTypeLabel(item.leaveName)}</b> from{' '}
          <b>{dates.date(item.startDate)}</b> to <b>{dates.date(item.endDate)}</b> ({item.duration}{' '}
          {item.duration === 1 ? 'day' : 'days'}). Reason: {item.reason || '—'}
          <AlsoOut employeeId={item.employeeId} startDate={item.startDate} endDate={item.endDate} />
        </>
      )}
      renderPending={(table) => (
        <LeaveRequestsTable
          title="Pending Requests"
          testId="pending"
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          emptyText={APPROVAL_MESSAGES.noPending}
          {...table}
        />
      )}
      renderDecided={(table) => (
        <LeaveRequestsTable
          title="Approved/Rejected Requests"
          testId="decided"
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          emptyText={APPROVAL_MESSAGES.noDecided}
          {...table}
        />
      )}
    />
  );
}
