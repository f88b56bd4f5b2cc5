import { homePathFor } from '@hrms/shared';
import { Anchor, Center, Group, Paper, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/use-session';

export function UnauthorizedPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  const session = useSession();
  return (
    <Center py="xl">
      <Paper p="xl" withBorder radius="md" maw={480}>
        <Title order={2}>Unauthorized Access</Title>
        <Text mt="sm">You do not have permission to view this page.</Text>
        {from && (
          <Text size="sm" c="dimmed" mt={4} data-testid="unauthorized-from">
            Requested page: {from}
          </Text>
        )}
        <Group mt="md" gap="lg">
          <Anchor component={Link} to="/">
            Go to Login
          </Anchor>
          {session && (
            <Anchor component={Link} to={homePathFor(session.role)}>
              Back to my dashboard
            </Anchor>
          )}
        </Group>
      </Paper>
    </Center>
  );
}
