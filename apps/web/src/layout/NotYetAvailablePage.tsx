import { headerTitleFor } from '@hrms/shared';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** Shown by routes whose screens later work fills in: the title and one honest line, nothing fake. */
export function NotYetAvailablePage({ notFound = false }: { notFound?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Title order={2}>{notFound ? 'Page not found' : headerTitleFor(pathname)}</Title>
      <Text c="dimmed" mt="sm">
        {notFound ? 'There is no page at this address.' : 'This section is not yet available.'}
      </Text>
      <Anchor component={Link} to="/" mt="md" display="inline-block">
        Go to the start page
      </Anchor>
    </Container>
  );
}
