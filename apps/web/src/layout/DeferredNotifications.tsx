import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useRef } from 'react';
import { useSession } from '../lib/use-session';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Mounts the toast container (and downloads it) only once it is needed — when someone is signed in or
 * the first toast is shown — so the login page does not pay for it. Toasts shown before it arrives
 * wait in the store and appear when it mounts.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const session = useSession();
  const needed = useRef(false);
  if (session || notifications.length > 0 || queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
