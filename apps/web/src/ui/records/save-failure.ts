import { RECHECK_FORM } from '@hrms/shared';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { errorMessage } from '../../lib/notify';

/** The toast for a failed save: 'kindly recheck the Form' when fields are at fault, else the server's sentence. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return RECHECK_FORM;
  return errorMessage(error, RECHECK_FORM);
}

/** Puts the server's field messages (400/409 `errors`) under the form's own fields. */
export function showFieldErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>) {
  showServerFieldErrors(error, setError, fields);
}
