import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { translateMessage } from '../i18n';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages (the `errors` of a 400/409 problem) under the form's own fields.
 * `knownFields` limits it to fields the form has (a list, a set, or an object whose keys are the fields).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields?: Iterable<string> | Record<string, unknown>,
  options: { shouldFocus?: boolean } = {},
) {
  if (!(error instanceof ApiError)) return;
  const known =
    knownFields === undefined
      ? null
      : new Set(Symbol.iterator in Object(knownFields) ? (knownFields as Iterable<string>) : Object.keys(knownFields));
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!known || known.has(field))
      setError(
        field as Path<T>,
        // a field's message is the problem's own message (fieldError) or another one found by its text
        { type: 'server', message: translateMessage(message, message === error.message ? error.coded : undefined) },
        { shouldFocus: options.shouldFocus ?? false },
      );
  }
}
