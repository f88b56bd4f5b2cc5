import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from './icons';

/** label: already in the user's language; by default "Back" in it. */
export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <BackIcon size={16} />
        {label ?? t('shell.back')}
      </Group>
    </Anchor>
  );
}
