import {
  type ApprovalSettings,
  DEFAULT_APPROVAL_SETTINGS,
  DEFAULT_LEAVE_SETTINGS,
  isAdmin,
  type LeaveSettings,
  ORGANIZATION_MESSAGES,
} from '@hrms/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import { organizations } from './organization.tables';

/** The organisation's approval settings (the spec's defaults when it has no row). */
export async function readApprovalSettings(db: Executor, organizationId: string): Promise<ApprovalSettings> {
  const [row] = await db
    .select({ commentRequired: organizations.approvalCommentRequired })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId));
  return row ?? DEFAULT_APPROVAL_SETTINGS;
}

/** The organisation's leave settings (the spec's defaults when it has no row). */
export async function readLeaveSettings(db: Executor, organizationId: string): Promise<LeaveSettings> {
  const [row] = await db
    .select({ countWorkingDays: organizations.leaveCountsWorkingDays })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId));
  return row ?? DEFAULT_LEAVE_SETTINGS;
}

/**
 * An admin saves one of the organisation's workflow settings: the columns written, and an audit row with the
 * settings before and after under `key`.
 */
async function saveSettings<S>(
  deps: Deps,
  actor: Actor,
  key: 'approvalSettings' | 'leaveSettings',
  read: (db: Executor, organizationId: string) => Promise<S>,
  columns: Partial<typeof organizations.$inferInsert>,
  settings: S,
): Promise<S> {
  if (!isAdmin(actor.role)) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const before = await read(tx, actor.organizationId);
    const updated = await tx
      .update(organizations)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(organizations.organizationId, actor.organizationId))
      .returning({ id: organizations.organizationId });
    if (updated.length === 0) throw notFound(ORGANIZATION_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      action: 'update',
      before: { [key]: before },
      after: { [key]: settings },
    });
    return settings;
  });
}

/** PATCH organization/approvalSettings: the admin makes the approval comment optional, or mandatory again (audited). */
export function saveApprovalSettings(deps: Deps, actor: Actor, settings: ApprovalSettings): Promise<ApprovalSettings> {
  return saveSettings(
    deps,
    actor,
    'approvalSettings',
    readApprovalSettings,
    { approvalCommentRequired: settings.commentRequired },
    settings,
  );
}

/** PATCH organization/leaveSettings: the admin chooses calendar or working days for leave (audited). */
export function saveLeaveSettings(deps: Deps, actor: Actor, settings: LeaveSettings): Promise<LeaveSettings> {
  return saveSettings(
    deps,
    actor,
    'leaveSettings',
    readLeaveSettings,
    { leaveCountsWorkingDays: settings.countWorkingDays },
    settings,
  );
}
