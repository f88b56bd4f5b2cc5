import { Button, Group, Text } from '@mantine/core';

type Props = { page: number; pageCount: number; onPage: (page: number) => void; testId?: string };

/** Previous / 'Page X of Y' / Next for a 1-based page (client- or server-paged tables alike). */
export function Pager({ page, pageCount, onPage, testId }: Props) {
  return (
    <Group justify="space-between" mt="sm" wrap="nowrap">
      <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Text size="sm" c="dimmed" data-testid={testId}>
        Page {page} of {pageCount}
      </Text>
      <Button variant="default" size="xs" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </Group>
  );
}
