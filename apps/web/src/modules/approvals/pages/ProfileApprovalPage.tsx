import { APPROVAL_TABLE_PAGE_SIZE, type ProfileChangeRequest, profileFieldLabel } from '@hrms/shared';
import { useDecideProfileRequest, useProfileDecided, useProfilePending } from '../approvals.api';
import { ApprovalQueue, useApproverRoute } from '../components/ApprovalQueue';
import { displayValue } from '../components/display';
import { ProfileRequestsTable } from '../components/ProfileRequestsTable';
import { useRequestedId } from '../components/queue-focus';

/**
 * /ProfileDetailsApproval/{employeeId}/{role} (spec 3 §2.5): pending and decided profile-change
 * requests, 3 rows per page each.
 */
export function ProfileApprovalPage() {
  const { employeeId, endpoint } = useApproverRoute();
  const decide = useDecideProfileRequest(employeeId);
  return (
    <ApprovalQueue<ProfileChangeRequest>
      kind="profile"
      title="Profile Change Approvals"
      statusPath={`/ProfileDetailsStatus/${employeeId}`}
      endpoint={endpoint}
      pending={useProfilePending(employeeId, endpoint !== null, useRequestedId())}
      decided={useProfileDecided(employeeId, endpoint !== null)}
      decide={decide.mutateAsync}
      describe={(row) => `${row.employeeName}'s request`}
      summary={(item, verdict) => (
        <>
          {verdict === 'approve' ? 'Approve' : 'Reject'} the change of <b>{profileFieldLabel(item.fieldName)}</b> from{' '}
          <b>{displayValue(item.fieldName, item.oldValue)}</b> to <b>{displayValue(item.fieldName, item.newValue)}</b>.
        </>
      )}
      renderPending={({ actions, ...table }) => (
        <ProfileRequestsTable
          title="Pending Requests"
          testId="pending"
          pageSize={APPROVAL_TABLE_PAGE_SIZE}
          dropdowns
          renderActions={actions}
          {...table}
        />
      )}
      renderDecided={(table) => (
        <ProfileRequestsTable
          title="Approved/Rejected Requests"
          testId="decided"
          pageSize={APPROVAL_TABLE_PAGE_SIZE}
          dropdowns
          showComments
          {...table}
        />
      )}
    />
  );
}
