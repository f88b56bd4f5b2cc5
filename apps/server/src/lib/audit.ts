import type { Executor } from '../db/client';
import { auditLog } from './audit.tables';
import type { Actor } from './auth';

export type AuditEntry = {
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: actor.organizationId,
    actorId: actor.employeeId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: redact(entry.before ?? null),
    after: redact(entry.after ?? null),
  });
}

const SECRET_KEYS = new Set(['passKey', 'passwordHash', 'password', 'content']);

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : v]),
  );
}
