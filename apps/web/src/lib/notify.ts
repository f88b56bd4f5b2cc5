import { problemMessage } from '@hrms/shared';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

export function notifySuccess(message: string) {
  notifications.show({ message, color: 'green' });
}

export function notifyError(message: string) {
  notifications.show({ message, color: 'red' });
}

/** The message to show for a failed call: the server's detail/message, else the fallback. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message || problemMessage(error.body, fallback);
  return fallback ?? problemMessage(null);
}
