export { registerRequestStatus } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { type Announcement, notify } from './notifications.service';
export { notifications } from './notifications.tables';
