import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { logout } from '../../auth';
import { OnboardingChecklistCard } from '../components/OnboardingChecklistCard';
import { useOwnProfile } from '../dashboard.api';

/** The new joiner's dashboard: their onboarding checklist with its progress, personal details and documents, or log out. */
export function OnboardingDashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const profile = useOwnProfile(session?.employeeId);
  const { t } = useTranslation();
  return (
    <Stack maw={640} mx="auto" py="lg">
      <Title order={2}>
        {profile.data ? t('pages.onboardingWelcomeName', { name: profile.data.firstname }) : t('pages.onboardingWelcome')}
      </Title>
      <Text c="dimmed">{t('pages.onboardingIntro')}</Text>
      <Card withBorder radius="md">
        <Group justify="space-between" wrap="wrap">
          <Button component={Link} to={`/Onboarding/personalDetails/${session?.employeeId ?? ''}`}>
            {t('pages.onboardingPersonalDetails')}
          </Button>
          <Button
            variant="default"
            onClick={async () => {
              await logout(session?.employeeId);
              navigate('/', { replace: true });
            }}
          >
            {t('pages.onboardingLogOut')}
          </Button>
        </Group>
      </Card>
      {session?.employeeId && <OnboardingChecklistCard employeeId={session.employeeId} />}
    </Stack>
  );
}
