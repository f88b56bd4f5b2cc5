export { notificationsRoutes } from './notifications.routes';
export { type Announcement, notify } from './notifications.service';
export { notifications } from './notifications.tables';
