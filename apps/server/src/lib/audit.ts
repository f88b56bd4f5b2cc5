import type { AuditAction } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from './audit.tables';
import type { Actor } from './auth';

export type AuditEntry = {
  entity: string;
  entityId: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
  /** The person the change concerns; by default the `employeeId` of the record after or before. */
  employeeId?: string | null;
};

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, actor, [entry]);
}

/**
 * The INSERT of several audit rows by one actor, not yet run: await it, or run it together with the
 * change's other writes (executeTogether). Empty entries give null.
 */
export function auditInsert(db: Executor, actor: Actor, entries: readonly AuditEntry[]) {
  return entries.length === 0 ? null : db.insert(auditLog).values(entries.map((entry) => auditRow(actor, entry)));
}

/** Rows per statement of recordAudits: one JSON parameter each, so no limit on bound parameters is reached. */
const AUDIT_ROWS_PER_STATEMENT = 5000;

/**
 * Writes many audit rows by one actor, the bulk form of recordAudit (an import's chunk): the same rows
 * (the concerned person in `employee_id`, secrets redacted), each slice of rows in one statement over
 * one JSON parameter. Call it inside the transaction that makes the change.
 */
export async function recordAudits(db: Executor, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  for (let from = 0; from < entries.length; from += AUDIT_ROWS_PER_STATEMENT) {
    const rows = entries.slice(from, from + AUDIT_ROWS_PER_STATEMENT).map((entry) => auditRow(actor, entry));
    await db.execute(sql`
      insert into ${auditLog} (organization_id, actor_id, entity, entity_id, employee_id, action, before, after)
      select v."organizationId", v."actorId", v.entity, v."entityId", v."employeeId", v.action, v.before, v.after
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("organizationId" text, "actorId" text, entity text,
        "entityId" text, "employeeId" text, action text, before jsonb, after jsonb)`);
  }
}

function auditRow(actor: Actor, entry: AuditEntry) {
  return {
    organizationId: actor.organizationId,
    // a call through an API token is the token's, by name
    actorId: actor.apiToken ? `api-token:${actor.apiToken.name}` : actor.employeeId,
    entity: entry.entity,
    entityId: entry.entityId,
    employeeId: entry.employeeId === undefined ? concernedEmployee(entry) : entry.employeeId,
    action: entry.action,
    before: redact(entry.before ?? null),
    after: redact(entry.after ?? null),
  };
}

/**
 * Records that the actor read a person's sensitive numbers in full (AUDIT_MASKED_FIELDS, shown elsewhere
 * only masked): which fields of which record, never the values. Call it only when a value was answered.
 */
export async function recordReveal(
  db: Executor,
  actor: Actor,
  reveal: { entity: string; employeeId: string; fields: string[] },
): Promise<void> {
  await recordAudit(db, actor, {
    entity: reveal.entity,
    entityId: reveal.employeeId,
    employeeId: reveal.employeeId,
    action: 'reveal',
    after: { fields: reveal.fields },
  });
}

/** Entities whose id is the person's own id. */
const PERSON_ENTITIES = new Set(['employee', 'account', 'currentEmployment', 'session']);

function concernedEmployee(entry: AuditEntry): string | null {
  const fromRecord = (value: unknown) =>
    value && typeof value === 'object' && typeof (value as { employeeId?: unknown }).employeeId === 'string'
      ? (value as { employeeId: string }).employeeId
      : null;
  if (PERSON_ENTITIES.has(entry.entity) || entry.entity.startsWith('payroll-')) return entry.entityId;
  return fromRecord(entry.after) ?? fromRecord(entry.before);
}

const SECRET_KEYS = new Set(['passKey', 'passwordHash', 'password', 'content']);

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : v]),
  );
}
