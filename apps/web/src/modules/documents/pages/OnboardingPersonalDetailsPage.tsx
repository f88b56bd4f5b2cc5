import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { useOwnProfile } from '../../dashboard';
import { OnboardingHandIn } from '../components/OnboardingHandIn';
import { OnboardingSubmissionView } from '../components/OnboardingSubmissionView';
import { useOnboardingSubmission } from '../documents.api';

/**
 * /Onboarding/personalDetails/{employeeId} (new joiners, DESIGN §8.11): review personal details and hand in
 * onboarding documents for HR. Only one's own page: another id in the address shows one's own.
 */
export function OnboardingPersonalDetailsPage() {
  const { t } = useTranslation();
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
      <BackLink to="/Onboarding/Dashboard" label={t('onboardingDocuments.backToDashboard')} />
      <div>
        <Title order={2}>
          {profile.data
            ? t('onboardingDocuments.welcomeName', { name: profile.data.firstname })
            : t('onboardingDocuments.welcome')}
        </Title>
        <Text c="dimmed">{t('onboardingDocuments.twoSteps')}</Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3}>{t('onboardingDocuments.personalDetails')}</Title>
            <Text size="sm" c="dimmed">
              {t('onboardingDocuments.personalDetailsHint')}
            </Text>
          </div>
          <Anchor component={Link} to={`/personalDetails/${own}`} fw={600}>
            {t('onboardingDocuments.reviewPersonalDetails')}
          </Anchor>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} mb="xs">
          {t('onboardingDocuments.documentsStep')}
        </Title>
        <OnboardingHandIn employeeId={own} submission={submission} />
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} mb="md">
          {t('onboardingDocuments.handedIn')}
        </Title>
        {submission.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : submission.data ? (
          <OnboardingSubmissionView submission={submission.data} />
        ) : (
          !submission.isError && <EmptyState>{t('onboardingDocuments.nothingHandedIn')}</EmptyState>
        )}
      </Paper>
    </Stack>
  );
}
