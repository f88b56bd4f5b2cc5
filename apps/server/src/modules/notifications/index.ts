export { notificationsRoutes } from './notifications.routes';
export { type Announcement, mailAnnouncement, notify } from './notifications.service';
export { notifications } from './notifications.tables';
