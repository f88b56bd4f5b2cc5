/** The error body every failed call answers (contract/API.md): clients show detail, else message. */
export type ApiProblem = {
  status: number;
  title: string;
  detail: string;
  message: string;
  errors?: Record<string, string>;
  /** The message's code (its catalogue key under `messages`, "leave.leaveTypeExists"), when it has one. */
  code?: string;
  /** The values a coded message was filled with, by placeholder name. */
  params?: Record<string, string>;
};

export const GENERIC_FALLBACK = 'Failed to add the job. Please try again.';
export const RECHECK_FORM = 'kindly recheck the Form';

/** The sentence to show for a failed call: detail, else message, else the fallback (spec 1 §8). */
export function problemMessage(body: unknown, fallback: string = GENERIC_FALLBACK): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
