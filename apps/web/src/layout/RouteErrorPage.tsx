import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={2}>{t('pages.errorTitle')}</Title>
      <Text c="dimmed" mt="sm">
        {t('pages.errorText')}
      </Text>
      <Button mt="md" onClick={() => window.location.reload()}>
        {t('pages.reload')}
      </Button>
    </Container>
  );
}
