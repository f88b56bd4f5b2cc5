import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Paper p="xl" withBorder radius="md" maw={480}>
        <Title order={2}>{t('pages.maintenanceTitle')}</Title>
        <Text mt="sm">{t('pages.maintenanceText')}</Text>
        <Anchor component={Link} to="/" mt="md" display="inline-block">
          {t('pages.goToLogin')}
        </Anchor>
      </Paper>
    </Center>
  );
}
