import { ATTENDANCE_MESSAGES, type AttendanceRequest, attendanceTypeLabel } from '@hrms/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { ApprovalQueue, requestTables, useApproverRoute, useRequestedId } from '../../approvals';
import { downloadApprovalsExport, useAttendanceDecided, useAttendancePending, useDecideAttendance } from '../attendance.api';
import { AttendanceRequestsTable } from '../components/AttendanceRequestsTable';

/**
 * /AttendanceApproval/{employeeId}/{role} (spec 3 §2.4): pending and decided attendance requests,
 * 3 rows per page each, with search and filters; Export downloads both tables as an .xlsx.
 */
export function AttendanceApprovalPage() {
  const { t } = useTranslation();
  const { employeeId, endpoint } = useApproverRoute();
  const decide = useDecideAttendance(employeeId);
  const [exporting, setExporting] = useState(false);

  async function exportTables() {
    setExporting(true);
    try {
      await downloadApprovalsExport(employeeId, {});
    } catch (error) {
      notifyError(errorMessage(error, ATTENDANCE_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <ApprovalQueue<AttendanceRequest>
      kind="attendance"
      title={t('approvals.attendanceApprovals')}
      statusPath={`/AttendanceStatus/${employeeId}`}
      endpoint={endpoint}
      pending={useAttendancePending(employeeId, endpoint !== null, useRequestedId())}
      decided={useAttendanceDecided(employeeId, endpoint !== null)}
      decide={decide.mutateAsync}
      describe={(row) => t('approvals.whoseAttendance', { name: row.employeeName, date: row.attendanceDate })}
      headerActions={
        <Button variant="default" onClick={exportTables} loading={exporting} disabled={endpoint === null}>
          {t('common.export')}
        </Button>
      }
      summary={(item, verdict) => (
        <Trans
          t={t}
          i18nKey={verdict === 'approve' ? 'approvals.approveAttendance' : 'approvals.rejectAttendance'}
          values={{
            type: t(`attendanceTypes.${item.type}`, { defaultValue: attendanceTypeLabel(item.type) }),
            date: item.attendanceDate,
            in: item.inTime,
            out: item.outTime,
            hours: item.totalWorkingHours,
          }}
          components={{ b: <b /> }}
        />
      )}
      {...requestTables(AttendanceRequestsTable, t('approvals.attendancePending'), t('approvals.decidedRequests'))}
    />
  );
}
