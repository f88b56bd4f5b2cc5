import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title row: back link on the left, actions on the right. */
export function PageHeader({ title, back, actions }: { title: string; back?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Group gap="md" wrap="wrap">
        {back}
        <Title order={2}>{title}</Title>
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
