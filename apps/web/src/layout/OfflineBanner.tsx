import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Says plainly when the device is offline: what shows is the last data seen here, and nothing can be saved. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" radius={0} role="status" title={t('shell.offline')} data-testid="offline-banner">
      {t('shell.offlineText')}
    </Alert>
  );
}
