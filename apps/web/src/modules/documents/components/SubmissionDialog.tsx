import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { useOnboardingSubmission } from '../documents.api';
import { OnboardingSubmissionView } from './OnboardingSubmissionView';

/** One employee's submission in a dialog (admin, HR). */
export function SubmissionDialog({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const submission = useOnboardingSubmission(employeeId ?? undefined);
  const title = submission.data ? `${submission.data.employeeName} (${submission.data.employeeId})` : (employeeId ?? '');
  return (
    <Modal opened={employeeId !== null} onClose={onClose} title={title} size="lg" centered>
      {submission.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : submission.isError ? (
        <ErrorState message={t('messages.documents.onboardingLoadFailed')} onRetry={() => submission.refetch()} />
      ) : submission.data ? (
        <OnboardingSubmissionView submission={submission.data} />
      ) : (
        <EmptyState>{t('messages.documents.onboardingNotSubmitted')}</EmptyState>
      )}
    </Modal>
  );
}
