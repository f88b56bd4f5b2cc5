import {
  APPROVAL_MESSAGES,
  APPROVAL_STATUS_PAGE_SIZE,
  type AttendanceRequest,
  approverEndpoint,
  ATTENDANCE_MESSAGES as M,
  OPEN_ATTENDANCE_STATUSES,
} from '@hrms/shared';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/records';
import { useRequestedId } from '../../approvals';
import { useAttendanceRequests, useCancelAttendance } from '../attendance.api';
import { AttendanceRequestsTable } from '../components/AttendanceRequestsTable';

const isOpen = (row: AttendanceRequest) => (OPEN_ATTENDANCE_STATUSES as readonly string[]).includes(row.status);

/**
 * /AttendanceStatus/{employeeId} (spec 3 §2.4): the employee's own attendance requests with search,
 * 5 per page, Cancel on the open ones. Back goes to /ApprovalMaster for an employee, otherwise to the
 * approval screen.
 */
export function AttendanceStatusPage() {
  // a notification's request (?request=<id>): its page, marked
  const highlightId = useRequestedId();
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? '';
  const requests = useAttendanceRequests(employeeId);
  const cancel = useCancelAttendance(employeeId);
  const [cancelling, setCancelling] = useState<AttendanceRequest | null>(null);

  useEffect(() => {
    if (requests.error) console.error('Attendance requests failed to load', requests.error);
  }, [requests.error]);

  const approver = session && approverEndpoint(session.role) ? session : null;
  const back = approver ? `/AttendanceApproval/${approver.employeeId}/${approver.role}` : '/ApprovalMaster';

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      notifySuccess(M.cancelled);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setCancelling(null);
    }
  }

  return (
    <>
      <PageHeader title={t('attendance.statusTitle')} back={<BackLink to={back} />} />
      <AttendanceRequestsTable
        title={t('attendance.myRequests')}
        highlightId={highlightId}
        testId="status"
        rows={requests.data ?? []}
        pageSize={APPROVAL_STATUS_PAGE_SIZE}
        showComments
        actions={(row) =>
          isOpen(row) ? (
            <Button size="xs" variant="light" color="red" onClick={() => setCancelling(row)}>
              {t('attendance.cancel')}
            </Button>
          ) : null
        }
        loading={requests.isLoading}
        error={requests.error ? errorMessage(requests.error, APPROVAL_MESSAGES.loadFailed) : null}
        onRetry={() => requests.refetch()}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('attendance.cancelTitle')}
        message={cancelling ? t('attendance.cancelAsk', { date: cancelling.attendanceDate }) : ''}
        confirmLabel={t('attendance.cancelRequest')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
