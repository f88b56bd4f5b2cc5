import { Alert, Button } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * A screen's data could not be loaded. Offline that is because this device never saw it (what it saw, the
 * service worker answers): say so, rather than show an error, and load again once back online.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const retry = onRetry && (
    <Button size="xs" variant="light" color={online ? 'red' : 'yellow'} ml="md" onClick={onRetry}>
      {t('common.tryAgain')}
    </Button>
  );
  if (!online) {
    return (
      <Alert color="yellow" title={t('shell.offline')} my="md" data-testid="offline-not-seen">
        {t('shell.offlineNotSeen')}
        {retry}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={t('common.couldNotLoad')} my="md">
      {message}
      {retry}
    </Alert>
  );
}
