import { homePathFor } from '@hrms/shared';
import { Anchor, Center, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/use-session';

export function UnauthorizedPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  const session = useSession();
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Paper p="xl" withBorder radius="md" maw={480}>
        <Title order={2}>{t('pages.unauthorizedTitle')}</Title>
        <Text mt="sm">{t('pages.unauthorizedText')}</Text>
        {from && (
          <Text size="sm" c="dimmed" mt={4} data-testid="unauthorized-from">
            {t('pages.requestedPage', { page: from })}
          </Text>
        )}
        <Group mt="md" gap="lg">
          <Anchor component={Link} to="/">
            {t('pages.goToLogin')}
          </Anchor>
          {session && (
            <Anchor component={Link} to={homePathFor(session.role)}>
              {t('pages.backToDashboard')}
            </Anchor>
          )}
        </Group>
      </Paper>
    </Center>
  );
}
