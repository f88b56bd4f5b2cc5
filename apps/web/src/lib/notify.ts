import { problemMessage } from '@hrms/shared';
import { notifications } from '@mantine/notifications';
import { translateMessage } from '../i18n';
import { ApiError } from './api-client';

export function notifySuccess(message: string) {
  notifications.show({ message: translateMessage(message), color: 'green' });
}

export function notifyError(message: string) {
  notifications.show({ message: translateMessage(message), color: 'red' });
}

/**
 * The message to show for a failed call: the server's detail/message, else the fallback — in the user's
 * language by the message's code and values (else by its exact sentence or template).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError)
    return error.message ? translateMessage(error.message, error.coded) : translateMessage(problemMessage(error.body, fallback));
  return translateMessage(fallback ?? problemMessage(null));
}
