import { Button, Group, Text } from '@mantine/core';

type Props = { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean };

/** Previous / "Page X of Y" / Next, for a 0-based page. */
export function EmployeeListPager({ page, totalPages, onPage, disabled }: Props) {
  return (
    <Group justify="space-between" mt="md" wrap="nowrap">
      <Button variant="default" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 0}>
        Previous
      </Button>
      <Text size="sm" c="dimmed" data-testid="page-indicator">
        Page {page + 1} of {totalPages}
      </Text>
      <Button variant="default" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page + 1 >= totalPages}>
        Next
      </Button>
    </Group>
  );
}
