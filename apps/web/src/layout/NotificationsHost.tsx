import './PageProviders';
import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * The toast container with its styles, loaded on demand by DeferredNotifications: top-right under the
 * header on wider screens (spec; the offset is in a11y.css), at the bottom on phones where the header's
 * controls span the width.
 */
export default function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} autoClose={5000} />;
}
