import { Button, Container, Text, Title } from '@mantine/core';

export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={2}>Something went wrong</Title>
      <Text c="dimmed" mt="sm">
        The page could not be shown. Reload to try again.
      </Text>
      <Button mt="md" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
