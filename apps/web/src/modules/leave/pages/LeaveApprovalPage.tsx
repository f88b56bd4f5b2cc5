import { LEAVE_APPROVAL_PAGE_SIZE, type LeaveRequestRow, leaveTypeLabel } from '@hrms/shared';
import { Anchor, Tooltip } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { ApprovalQueue, useApproverRoute, useRequestedId } from '../../approvals';
import { AlsoOut } from '../components/AlsoOut';
import { LeaveRequestsTable } from '../components/LeaveRequestsTable';
import { useDecideLeave, useLeaveDecided, useLeavePending } from '../leave.api';

/** /LeaveApproval/{employeeId}/{role} (spec 3 §2.3): pending and approved/rejected leave requests, 3 per page. */
export function LeaveApprovalPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { employeeId, endpoint } = useApproverRoute();
  const decide = useDecideLeave(employeeId);
  return (
    <ApprovalQueue<LeaveRequestRow>
      kind="leave"
      title={t('approvals.leaveApprovals')}
      statusPath={`/LeaveStatus/${employeeId}`}
      endpoint={endpoint}
      pending={useLeavePending(employeeId, endpoint !== null, useRequestedId())}
      decided={useLeaveDecided(employeeId, endpoint !== null)}
      decide={decide.mutateAsync}
      describe={(row) => t('approvals.whoseLeave', { name: row.employeeName })}
      rowExtra={(row) => (
        <Tooltip label={t('approvals.balanceTip')}>
          <Anchor component={Link} to={`/LeaveBalance?employeeId=${row.employeeId}`} size="sm">
            {t('approvals.balance')}
          </Anchor>
        </Tooltip>
      )}
      summary={(item, verdict) => (
        <>
          <Trans
            t={t}
            i18nKey={verdict === 'approve' ? 'approvals.approveLeave' : 'approvals.rejectLeave'}
            values={{
              type: t(`leaveTypes.${item.leaveName}`, { defaultValue: leaveTypeLabel(item.leaveName) }),
              start: dates.date(item.startDate),
              end: dates.date(item.endDate),
              days: t('common.days', { count: item.duration }),
              reason: item.reason || '—',
            }}
            components={{ b: <b /> }}
          />
          <AlsoOut employeeId={item.employeeId} startDate={item.startDate} endDate={item.endDate} />
        </>
      )}
      renderPending={(table) => (
        <LeaveRequestsTable
          title={t('approvals.pendingRequests')}
          testId="pending"
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          emptyText={t('messages.approvals.noPending')}
          {...table}
        />
      )}
      renderDecided={(table) => (
        <LeaveRequestsTable
          title={t('approvals.decidedRequests')}
          testId="decided"
          pageSize={LEAVE_APPROVAL_PAGE_SIZE}
          showPerson
          emptyText={t('messages.approvals.noDecided')}
          {...table}
        />
      )}
    />
  );
}
