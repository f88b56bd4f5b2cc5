import { AUDIT_EXPORT_LIMIT, type AuditItem, type AuditQuery, isAdmin } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import { type Deps, readsOf } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import { maskValues } from './audit.masking';
import * as repo from './audit.repository';

type AuditRow = Awaited<ReturnType<typeof repo.listAudit>>['items'][number];

/** Admin reads the organisation's trail; HR only rows about their own people. Nobody else (route roles). */
function auditScope(actor: Actor): { organizationId: string; hrId?: string } {
  if (isAdmin(actor.role)) return { organizationId: actor.organizationId };
  if (actor.role === 'ROLE_HR') return { organizationId: actor.organizationId, hrId: actor.employeeId };
  throw forbidden();
}

function toItem(row: AuditRow, unmasked: boolean): AuditItem {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorId: row.actorId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    employeeId: row.employeeId,
    before: unmasked ? row.before : maskValues(row.before),
    after: unmasked ? row.after : maskValues(row.after),
  };
}

const filterOf = (actor: Actor, query: AuditQuery) => ({
  ...auditScope(actor),
  employeeId: query.employeeId || undefined,
  actorId: query.actor || undefined,
  entity: query.entity || undefined,
  fromDay: query.from,
  toDay: query.to,
});

/** GET audit: one page of changes, sign-ins and downloads, newest first; masked values stay masked for HR. */
export async function listAuditTrail(deps: Deps, actor: Actor, query: AuditQuery) {
  const filter = filterOf(actor, query);
  const page = await repo.listAudit(readsOf(deps), filter, { offset: query.page * query.size, limit: query.size });
  return { items: page.items.map((row) => toItem(row, isAdmin(actor.role))), total: page.total };
}

/** The whole filtered trail (up to the export limit) for the .xlsx download. */
export async function exportAuditTrail(deps: Deps, actor: Actor, query: AuditQuery) {
  const page = await repo.listAudit(readsOf(deps), filterOf(actor, query), { offset: 0, limit: AUDIT_EXPORT_LIMIT });
  return page.items.map((row) => toItem(row, isAdmin(actor.role)));
}

/** The entity names seen in the organisation's trail (the screen's filter choices). */
export async function listAuditEntities(deps: Deps, actor: Actor) {
  return repo.listAuditEntities(readsOf(deps), auditScope(actor).organizationId);
}
