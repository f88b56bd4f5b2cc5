import './PageProviders';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast container with its styles, loaded on demand by DeferredNotifications. */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} />;
}
