import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/** Says plainly when the device is offline: what shows is the last data seen here, and nothing can be saved. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" radius={0} role="status" title="Offline" data-testid="offline-banner">
      You are offline. You see the last data opened on this device; changes cannot be saved until you are back online.
    </Alert>
  );
}
