import { z } from 'zod';
import type { Role } from '../roles';

/** What a row of the audit trail records: a change to HR data, a sign-in, a refused sign-in, a download. */
/** `reveal`: someone read a number shown elsewhere only masked (national ID, passport, bank account) in full. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'loginFailed', 'download', 'apiCall', 'reveal'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Admin reads the organisation's trail, HR the rows about their own people. */
export const AUDIT_READERS = ['ROLE_ADMIN', 'ROLE_HR'] as const satisfies readonly Role[];
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_LIMIT = 50_000;

export const AUDIT_MESSAGES = {
  title: 'Audit trail',
  empty: 'No changes match these filters.',
  loadFailed: 'Could not load the audit trail. Please try again.',
  badDate: 'Use a date as yyyy-MM-dd.',
  badRange: 'The start must not be after the end.',
} as const;

/** Fields whose values the product shows only masked (all but the last four characters). */
export const AUDIT_MASKED_FIELDS = ['nationalIDNum', 'passportNumber', 'bankAccountNumber'] as const;

/** The last four characters of a value, the rest masked. */
export const maskLastFour = (value: string) => `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.badDate);
const id = z.string().trim().max(50).optional();

export const auditQuerySchema = z
  .object({
    employeeId: id,
    actor: id,
    entity: z.string().trim().max(50).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(500).default(AUDIT_PAGE_SIZE),
    format: z.enum(['json', 'xlsx']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.badRange, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  employeeId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;
export const auditPageSchema = z.object({ items: z.array(auditItemSchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The fields that differ between before and after (both sides of a create or delete). */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}
