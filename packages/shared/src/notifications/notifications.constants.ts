export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet.',
  notFound: 'Notification not found.',
  loadFailed: 'Could not load the notifications.',
} as const;
