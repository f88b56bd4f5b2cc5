import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { logout } from '../../auth/auth.api';
import { useOwnProfile } from '../dashboard.api';

/** The new joiner's dashboard: fill personal details and hand in documents, or log out. */
export function OnboardingDashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const profile = useOwnProfile(session?.employeeId);
  return (
    <Stack maw={640} mx="auto" py="lg">
      <Title order={2}>Welcome{profile.data ? `, ${profile.data.firstname}` : ''}!</Title>
      <Text c="dimmed">
        We are glad you are joining us. Complete your personal details and hand in your documents so HR can finish your
        onboarding.
      </Text>
      <Card withBorder radius="md">
        <Group justify="space-between" wrap="wrap">
          <Button component={Link} to={`/Onboarding/personalDetails/${session?.employeeId ?? ''}`}>
            PersonalDetails
          </Button>
          <Button
            variant="default"
            onClick={async () => {
              await logout(session?.employeeId);
              navigate('/', { replace: true });
            }}
          >
            LogOut
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
