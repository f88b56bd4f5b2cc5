import { type CodedMessage, formatMessage, type PlaceholderNames } from '@hrms/shared';

/**
 * An error whose message is safe to show; the error handler turns it into a problem response. `coded` names
 * the message's code and values when the thrower knows them (else the handler looks the sentence up).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly coded?: CodedMessage,
  ) {
    super(message);
  }
}

/**
 * A message filled from a template with its code: `withCode('attendance.monthLockedIn', M.monthLockedIn,
 * { months })` gives the English and the code and values the problem response carries. A sentence other codes
 * share ("There is no such custom field.") is thrown with its own: `withCode('customFields.notFound', M.notFound, {})`.
 */
export function withCode<T extends string>(
  code: string,
  template: T,
  params: { [K in PlaceholderNames<T>]: string | number },
): { message: string; coded: CodedMessage } {
  const values = Object.fromEntries(Object.entries<string | number>(params).map(([k, v]) => [k, String(v)]));
  const coded = Object.keys(values).length > 0 ? { code, params: values } : { code };
  return { message: formatMessage(template, params), coded };
}

type Message = string | { message: string; coded: CodedMessage };
const make = (status: number, message: Message, errors?: (text: string) => Record<string, string> | undefined) =>
  typeof message === 'string'
    ? new AppError(status, message, errors?.(message))
    : new AppError(status, message.message, errors?.(message.message), message.coded);

export const badRequest = (message: Message, errors?: Record<string, string>) => make(400, message, () => errors);
/** A rule broken on one field: 400 with that field's message. */
export const fieldError = (field: string, message: Message) => make(400, message, (text) => ({ [field]: text }));
export const unauthorized = (message: Message = 'Authentication is required.') => make(401, message);
export const forbidden = (message: Message = 'You do not have permission to do this.') => make(403, message);
export const notFound = (message: Message = 'Not found.') => make(404, message);
export const conflict = (message: Message, errors?: Record<string, string>) => make(409, message, () => errors);
export const tooManyRequests = (message: string) => new AppError(429, message);
