import { registerSW } from 'virtual:pwa-register';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

const UPDATE_TOAST = 'new-version';

/**
 * Registers the service worker (offline shell and last-seen data). A new version never takes over by
 * itself: a lasting toast offers to reload into it.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      notifications.show({
        id: UPDATE_TOAST,
        autoClose: false,
        title: i18n.t('shell.newVersion'),
        message: (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{i18n.t('shell.newVersionText')}</Text>
            <Button size="compact-sm" onClick={() => void update(true)}>
              {i18n.t('pages.reload')}
            </Button>
          </Group>
        ),
      });
    },
  });
}
