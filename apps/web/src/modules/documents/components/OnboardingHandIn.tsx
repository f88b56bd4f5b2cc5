import type { OnboardingSubmission } from '@hrms/shared';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/ErrorState';
import { OnboardingDocumentsForm } from './OnboardingDocumentsForm';

type Props = {
  employeeId: string;
  /** What the person handed in before (null: nothing yet). */
  submission: UseQueryResult<OnboardingSubmission | null>;
};

/** The onboarding documents form, once what was handed in before has loaded; a new hand-in opens it afresh. */
export function OnboardingHandIn({ employeeId, submission }: Props) {
  const { t } = useTranslation();
  if (submission.isPending)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  if (submission.isError)
    return <ErrorState message={t('messages.documents.onboardingLoadFailed')} onRetry={() => submission.refetch()} />;
  return (
    <OnboardingDocumentsForm
      key={`${employeeId}:${submission.data?.submittedAt ?? ''}`}
      employeeId={employeeId}
      submission={submission.data ?? null}
    />
  );
}
