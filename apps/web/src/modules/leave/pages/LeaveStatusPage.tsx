import { approverEndpoint, LEAVE_STATUS_PAGE_SIZE, type LeaveRequestRow, leaveTypeLabel, todayIso } from '@hrms/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/records';
import { useRequestedId } from '../../approvals';
import { LeaveRequestsTable } from '../components/LeaveRequestsTable';
import { useCancelLeave, useLeaveRequests } from '../leave.api';

/** Pending requests, and approved ones that have not started, can be cancelled by the requester. */
export const cancellable = (row: LeaveRequestRow) =>
  row.status === 'PENDING' || row.status === 'MANAGER_APPROVED' || (row.status === 'APPROVED' && row.startDate > todayIso());

/**
 * /LeaveStatus/{employeeId} (spec 3 §2.3): the user's own leave requests, 5 per page, with Cancel.
 * Back goes to /ApprovalMaster for an employee, otherwise to the leave approvals.
 */
export function LeaveStatusPage() {
  // a notification's request (?request=<id>): its page, marked
  const highlightId = useRequestedId();
  const params = useParams();
  const session = useSession();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  const requests = useLeaveRequests(employeeId);
  const cancel = useCancelLeave(employeeId);
  const [asking, setAsking] = useState<LeaveRequestRow | null>(null);
  const { t } = useTranslation();
  const typeName = (type: string) => t(`leaveTypes.${type}`, { defaultValue: leaveTypeLabel(type) });
  const role = session?.role;
  const back = approverEndpoint(role) ? `/LeaveApproval/${session?.employeeId}/${role}` : '/ApprovalMaster';

  async function confirm() {
    if (!asking) return;
    try {
      const result = await cancel.mutateAsync(asking.id);
      notifySuccess(result.message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setAsking(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('leave.statusTitle')}
        back={<BackLink to={back} label={t('shell.back')} />}
        actions={
          <Button component={Link} to="/LeaveRequest" variant="light">
            {t('dashboard.applyLeave')}
          </Button>
        }
      />
      <LeaveRequestsTable
        title={t('leave.myRequests')}
        highlightId={highlightId}
        testId="leave-status"
        rows={requests.data ?? []}
        pageSize={LEAVE_STATUS_PAGE_SIZE}
        loading={requests.isPending && Boolean(employeeId)}
        error={requests.isError ? errorMessage(requests.error) : null}
        onRetry={() => requests.refetch()}
        emptyText={t('messages.leave.noResults')}
        actions={(row) =>
          cancellable(row) ? (
            <Button size="compact-sm" variant="light" color="red" onClick={() => setAsking(row)}>
              {t('common.cancel')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        opened={asking !== null}
        title={t('leave.cancelTitle')}
        message={
          asking
            ? `${t('leave.cancelAsk', { type: typeName(asking.leaveName), start: asking.startDate, end: asking.endDate })}${asking.status === 'APPROVED' ? t('leave.cancelBackToBalance') : ''}`
            : ''
        }
        confirmLabel={t('leave.cancelRequest')}
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
