import { AUDIT_MASKED_FIELDS, maskLastFour } from '@hrms/shared';

const MASKED = new Set<string>(AUDIT_MASKED_FIELDS);

/** Masks the values the product shows only masked elsewhere (all but the last four characters). */
export function maskValues(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      MASKED.has(k) && (typeof v === 'string' || typeof v === 'number') ? maskLastFour(String(v)) : v,
    ]),
  );
}
