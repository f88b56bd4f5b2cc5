import {
  APPROVAL_MESSAGES,
  APPROVAL_TABLE_PAGE_SIZE,
  ATTENDANCE_MESSAGES,
  type AttendanceRequest,
  approverEndpoint,
  attendanceTypeLabel,
} from '@hrms/shared';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { CommentsDialog } from '../../approvals/components/CommentsDialog';
import {
  downloadApprovalsExport,
  useAttendanceDecided,
  useAttendancePending,
  useDecideAttendance,
  type Verdict,
} from '../attendance.api';
import { AttendanceRequestsTable } from '../components/AttendanceRequestsTable';

/**
 * /AttendanceApproval/{employeeId}/{role} (spec 3 §2.4): pending and decided attendance requests,
 * 3 rows per page each, with search and filters; Export downloads both tables as an .xlsx. ROLE_MANAGER
 * calls the manager endpoints, ROLE_HR the HR ones; any other role only logs 'User role not recognized'.
 */
/** What the comments dialog decides: the type, day and times of the entry. */
function DecisionSummary({ item, verdict }: { item: AttendanceRequest; verdict: Verdict }) {
  return (
    <>
      {verdict === 'approve' ? 'Approve' : 'Reject'} <b>{attendanceTypeLabel(item.type)}</b> on <b>{item.attendanceDate}</b>,{' '}
      {item.inTime} to {item.outTime} ({item.totalWorkingHours}).
    </>
  );
}

export function AttendanceApprovalPage() {
  const params = useParams();
  const employeeId = params.employeeId ?? '';
  const endpoint = approverEndpoint(params.role);
  const pending = useAttendancePending(employeeId, endpoint !== null);
  const decided = useAttendanceDecided(employeeId, endpoint !== null);
  const decide = useDecideAttendance(employeeId);
  const [acting, setActing] = useState<{ item: AttendanceRequest; verdict: Verdict } | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (endpoint === null) console.log(APPROVAL_MESSAGES.roleNotRecognized);
  }, [endpoint]);
  useEffect(() => {
    if (pending.error) console.error('Attendance approvals failed to load', pending.error);
    if (decided.error) console.error('Decided attendance requests failed to load', decided.error);
  }, [pending.error, decided.error]);

  async function submit(comments: string) {
    if (!acting || !endpoint) return;
    const result = await decide.mutateAsync({ endpoint, verdict: acting.verdict, item: acting.item, comments });
    notifySuccess(result.message);
    setActing(null);
  }

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

  const actions = (row: AttendanceRequest) => (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Approve">
        <ActionIcon
          variant="light"
          color="green"
          aria-label={`Approve ${row.employeeName}'s attendance of ${row.attendanceDate}`}
          onClick={() => setActing({ item: row, verdict: 'approve' })}
        >
          <ApproveIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reject">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Reject ${row.employeeName}'s attendance of ${row.attendanceDate}`}
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
        title="Attendance Approvals"
        back={<BackLink to="/ApprovalMaster" label="Previous Page" />}
        actions={
          <>
            <Button component={Link} to={`/AttendanceStatus/${employeeId}`} variant="light">
              My Status
            </Button>
            <Button variant="default" onClick={exportTables} loading={exporting} disabled={endpoint === null}>
              Export
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <AttendanceRequestsTable
          title="Attendance Approvals/Pending"
          testId="pending"
          rows={pending.data ?? []}
          pageSize={APPROVAL_TABLE_PAGE_SIZE}
          dropdowns
          actions={actions}
          loading={pending.isLoading}
          error={pending.error ? errorMessage(pending.error, APPROVAL_MESSAGES.loadFailed) : null}
          onRetry={() => pending.refetch()}
        />
        <AttendanceRequestsTable
          title="Approved/Rejected Requests"
          testId="decided"
          rows={decided.data ?? []}
          pageSize={APPROVAL_TABLE_PAGE_SIZE}
          dropdowns
          showComments
          loading={decided.isLoading}
          error={decided.error ? errorMessage(decided.error, APPROVAL_MESSAGES.loadFailed) : null}
          onRetry={() => decided.refetch()}
        />
      </Stack>
      <CommentsDialog
        item={acting?.item ?? null}
        verdict={acting?.verdict ?? 'approve'}
        summary={acting && <DecisionSummary item={acting.item} verdict={acting.verdict} />}
        onClose={() => setActing(null)}
        onSubmit={submit}
      />
    </>
  );
}
