import {
  APPROVAL_MESSAGES,
  APPROVAL_TABLE_PAGE_SIZE,
  approverEndpoint,
  type ProfileChangeRequest,
  profileFieldLabel,
} from '@hrms/shared';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { ApproveIcon, RejectIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { useDecideProfileRequest, useProfileDecided, useProfilePending, type Verdict } from '../approvals.api';
import { CommentsDialog } from '../components/CommentsDialog';
import { displayValue } from '../components/display';
import { ProfileRequestsTable } from '../components/ProfileRequestsTable';

/**
 * /ProfileDetailsApproval/{employeeId}/{role} (spec 3 §2.5): pending and decided profile-change
 * requests, 3 rows per page each. ROLE_MANAGER calls the manager endpoints, ROLE_HR the HR ones; any
 * other role only logs 'User role not recognized' and makes no call (spec 3 §6).
 */
export function ProfileApprovalPage() {
  const params = useParams();
  const employeeId = params.employeeId ?? '';
  const endpoint = approverEndpoint(params.role);
  const pending = useProfilePending(employeeId, endpoint !== null);
  const decided = useProfileDecided(employeeId, endpoint !== null);
  const decide = useDecideProfileRequest(employeeId);
  const [acting, setActing] = useState<{ item: ProfileChangeRequest; verdict: Verdict } | null>(null);

  useEffect(() => {
    if (endpoint === null) console.log(APPROVAL_MESSAGES.roleNotRecognized);
  }, [endpoint]);
  useEffect(() => {
    if (pending.error) console.error('Profile approvals failed to load', pending.error);
    if (decided.error) console.error('Decided profile requests failed to load', decided.error);
  }, [pending.error, decided.error]);

  async function submit(comments: string) {
    if (!acting || !endpoint) return;
    const result = await decide.mutateAsync({ endpoint, verdict: acting.verdict, item: acting.item, comments });
    notifySuccess(result.message);
    setActing(null);
  }

  const actions = (row: ProfileChangeRequest) => (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Approve">
        <ActionIcon
          variant="light"
          color="green"
          aria-label={`Approve ${row.employeeName}'s request`}
          onClick={() => setActing({ item: row, verdict: 'approve' })}
        >
          <ApproveIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reject">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Reject ${row.employeeName}'s request`}
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
        title="Profile Change Approvals"
        back={<BackLink to="/ApprovalMaster" label="Previous Page" />}
        actions={
          <Button component={Link} to={`/ProfileDetailsStatus/${employeeId}`} variant="light">
            My Status
          </Button>
        }
      />
      <Stack gap="lg">
        <ProfileRequestsTable
          title="Pending Requests"
          testId="pending"
          rows={pending.data ?? []}
          pageSize={APPROVAL_TABLE_PAGE_SIZE}
          dropdowns
          renderActions={actions}
          loading={pending.isLoading}
          error={pending.error ? errorMessage(pending.error, APPROVAL_MESSAGES.loadFailed) : null}
          onRetry={() => pending.refetch()}
        />
        <ProfileRequestsTable
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
        summary={
          acting && (
            <>
              {acting.verdict === 'approve' ? 'Approve' : 'Reject'} the change of{' '}
              <b>{profileFieldLabel(acting.item.fieldName)}</b> from{' '}
              <b>{displayValue(acting.item.fieldName, acting.item.oldValue)}</b> to{' '}
              <b>{displayValue(acting.item.fieldName, acting.item.newValue)}</b>.
            </>
          )
        }
        onClose={() => setActing(null)}
        onSubmit={submit}
      />
    </>
  );
}
