import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { useOwnProfile } from '../../dashboard/dashboard.api';
import { OnboardingDocumentsForm } from '../components/OnboardingDocumentsForm';
import { OnboardingSubmissionView } from '../components/OnboardingSubmissionView';
import { useOnboardingSubmission } from '../documents.api';

/**
 * /Onboarding/personalDetails/{employeeId} (new joiners, DESIGN §8.11): review personal details and hand in
 * onboarding documents for HR. Only one's own page: another id in the address shows one's own.
 */
export function OnboardingPersonalDetailsPage() {
  const { employeeId } = useParams();
  const session = useSession();
  const own = session?.employeeId;
  const profile = useOwnProfile(own);
  const submission = useOnboardingSubmission(own);

  if (own && employeeId?.toLowerCase() !== own.toLowerCase()) {
    return <Navigate to={`/Onboarding/personalDetails/${own}`} replace />;
  }
  if (!own) return null;

  return (
    <Stack gap="md" maw={1080} mx="auto">
      <BackLink to="/Onboarding/Dashboard" label="Back to dashboard" />
      <div>
        <Title order={2}>Welcome{profile.data ? `, ${profile.data.firstname}` : ''}!</Title>
        <Text c="dimmed">
          Two steps complete your onboarding: check your personal details, then hand in your documents for HR.
        </Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3}>1. Personal details</Title>
            <Text size="sm" c="dimmed">
              Your name, contact details, date of birth and more.
            </Text>
          </div>
          <Anchor component={Link} to={`/personalDetails/${own}`} fw={600}>
            Review your personal details
          </Anchor>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} mb="xs">
          2. Onboarding documents
        </Title>
        {submission.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : submission.isError ? (
          <ErrorState message={DOCUMENT_MESSAGES.onboardingLoadFailed} onRetry={() => submission.refetch()} />
        ) : (
          <OnboardingDocumentsForm
            key={submission.data?.submittedAt ?? 'new'}
            employeeId={own}
            submission={submission.data ?? null}
          />
        )}
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} mb="md">
          What you have handed in
        </Title>
        {submission.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : submission.data ? (
          <OnboardingSubmissionView submission={submission.data} />
        ) : (
          !submission.isError && <EmptyState>You have not handed in any documents yet.</EmptyState>
        )}
      </Paper>
    </Stack>
  );
}
