import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function UnauthorizedPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
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
        <Anchor component={Link} to="/" mt="md" display="inline-block">
          Go to Login
        </Anchor>
      </Paper>
    </Center>
  );
}
