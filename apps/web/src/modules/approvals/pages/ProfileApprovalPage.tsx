import { type ProfileChangeRequest, profileFieldLabel } from '@hrms/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useDecideProfileRequest, useProfileDecided, useProfilePending } from '../approvals.api';
import { ApprovalQueue, requestTables, useApproverRoute } from '../components/ApprovalQueue';
import { useDisplayValue } from '../components/display';
import { ProfileRequestsTable } from '../components/ProfileRequestsTable';
import { useRequestedId } from '../components/queue-focus';

/**
 * /ProfileDetailsApproval/{employeeId}/{role} (spec 3 §2.5): pending and decided profile-change
 * requests, 3 rows per page each.
 */
export function ProfileApprovalPage() {
  const { t } = useTranslation();
  const displayValue = useDisplayValue();
  const { employeeId, endpoint } = useApproverRoute();
  const decide = useDecideProfileRequest(employeeId);
  return (
    <ApprovalQueue<ProfileChangeRequest>
      kind="profile"
      title={t('approvals.profileApprovals')}
      statusPath={`/ProfileDetailsStatus/${employeeId}`}
      endpoint={endpoint}
      pending={useProfilePending(employeeId, endpoint !== null, useRequestedId())}
      decided={useProfileDecided(employeeId, endpoint !== null)}
      decide={decide.mutateAsync}
      describe={(row) => t('approvals.whoseRequest', { name: row.employeeName })}
      summary={(item, verdict) => (
        <Trans
          t={t}
          i18nKey={verdict === 'approve' ? 'approvals.approveChange' : 'approvals.rejectChange'}
          values={{
            field: t(`profileFields.${item.fieldName}`, { defaultValue: profileFieldLabel(item.fieldName) }),
            from: displayValue(item.fieldName, item.oldValue),
            to: displayValue(item.fieldName, item.newValue),
          }}
          components={{ b: <b /> }}
        />
      )}
      {...requestTables(ProfileRequestsTable, t('approvals.pendingRequests'), t('approvals.decidedRequests'))}
    />
  );
}
