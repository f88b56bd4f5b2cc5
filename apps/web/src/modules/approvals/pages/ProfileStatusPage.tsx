import { APPROVAL_MESSAGES, APPROVAL_STATUS_PAGE_SIZE, approverEndpoint } from '@hrms/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { useProfileRequests } from '../approvals.api';
import { ProfileRequestsTable } from '../components/ProfileRequestsTable';
import { useRequestedId } from '../components/queue-focus';

/**
 * /ProfileDetailsStatus/{employeeId} (spec 3 §2.5): the employee's own profile-change requests with
 * search, 5 per page. Back goes to /ApprovalMaster for an employee, otherwise to the approval screen.
 */
export function ProfileStatusPage() {
  // a notification's request (?request=<id>): its page, marked
  const highlightId = useRequestedId();
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? '';
  const requests = useProfileRequests(employeeId);

  useEffect(() => {
    if (requests.error) console.error('Profile change requests failed to load', requests.error);
  }, [requests.error]);

  const approver = session && approverEndpoint(session.role) ? session : null;
  const back = approver ? `/ProfileDetailsApproval/${approver.employeeId}/${approver.role}` : '/ApprovalMaster';

  return (
    <>
      <PageHeader title={t('approvals.profileStatus')} back={<BackLink to={back} />} />
      <ProfileRequestsTable
        title={t('approvals.myChangeRequests')}
        highlightId={highlightId}
        testId="status"
        rows={requests.data ?? []}
        pageSize={APPROVAL_STATUS_PAGE_SIZE}
        showComments
        loading={requests.isLoading}
        error={requests.error ? errorMessage(requests.error, APPROVAL_MESSAGES.loadFailed) : null}
        onRetry={() => requests.refetch()}
      />
    </>
  );
}
