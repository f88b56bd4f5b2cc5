import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BackIcon } from './icons';

export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <BackIcon size={16} />
        {label}
      </Group>
    </Anchor>
  );
}
