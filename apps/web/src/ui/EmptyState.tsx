import { Text } from '@mantine/core';

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}
