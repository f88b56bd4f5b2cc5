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

/** PATCH organization/approvalSettings: the admin makes the approval comment optional, or mandatory again (audited). */
export async function saveApprovalSettings(deps: Deps, actor: Actor, settings: ApprovalSettings): Promise<ApprovalSettings> {
  if (!isAdmin(actor.role)) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const before = await readApprovalSettings(tx, actor.organizationId);
    const updated = await tx
      .update(organizations)
      .set({ approvalCommentRequired: settings.commentRequired, updatedAt: new Date() })
      .where(eq(organizations.organizationId, actor.organizationId))
      .returning({ id: organizations.organizationId });
    if (updated.length === 0) throw notFound(ORGANIZATION_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      action: 'update',
      before: { approvalSettings: before },
      after: { approvalSettings: settings },
    });
    return settings;
  });
}

/** PATCH organization/leaveSettings: the admin chooses calendar or working days for leave (audited). */
export async function saveLeaveSettings(deps: Deps, actor: Actor, settings: LeaveSettings): Promise<LeaveSettings> {
  if (!isAdmin(actor.role)) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const before = await readLeaveSettings(tx, actor.organizationId);
    const updated = await tx
      .update(organizations)
      .set({ leaveCountsWorkingDays: settings.countWorkingDays, updatedAt: new Date() })
      .where(eq(organizations.organizationId, actor.organizationId))
      .returning({ id: organizations.organizationId });
    if (updated.length === 0) throw notFound(ORGANIZATION_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      action: 'update',
      before: { leaveSettings: before },
      after: { leaveSettings: settings },
    });
    return settings;
  });
}
