import { type Asset, type AssetBody, type AssetDetail, type AssetListQuery, isAdmin, ASSET_MESSAGES as M } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isReporteeOf, requireEmployeeReference } from '../employees';
import * as repo from './assets.repository';

const sameId = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
const keeper = (actor: Actor) => isAdmin(actor.role) || actor.role === 'ROLE_HR';

function toAsset(row: repo.AssetRow): Asset {
  return { ...row, since: row.since ? row.since.toISOString() : null };
}

/**
 * GET assets: admins and HR see the register (filtered by employeeId and q); a manager the assets of a
 * reportee; everyone else only their own (another person's → 403).
 */
export async function listAssets(deps: Deps, actor: Actor, query: AssetListQuery): Promise<Asset[]> {
  if (!keeper(actor)) {
    const employeeId = query.employeeId || actor.employeeId;
    if (!sameId(employeeId, actor.employeeId) && !(await isReporteeOf(deps, actor, employeeId))) throw forbidden(M.ownOnly);
    return (await repo.listAssets(deps.db, actor.organizationId, { employeeId, q: query.q })).map(toAsset);
  }
  return (await repo.listAssets(deps.db, actor.organizationId, query)).map(toAsset);
}

/** GET assets/{tag}: the asset and who held it when (admins, HR; the holder sees their own). */
export async function getAsset(deps: Deps, actor: Actor, tag: string): Promise<AssetDetail> {
  const asset = await repo.findAsset(deps.db, actor.organizationId, tag);
  if (!asset) throw notFound(M.notFound);
  if (!keeper(actor) && !sameId(asset.employeeId, actor.employeeId)) throw forbidden(M.ownOnly);
  const history = await repo.historyOf(deps.db, actor.organizationId, tag);
  return {
    ...toAsset(asset),
    history: history.map((h) => ({ ...h, from: h.from.toISOString(), to: h.to ? h.to.toISOString() : null })),
  };
}

/** PUT assets/{tag} (admin): creates or renames an asset; its holder is untouched. */
export async function saveAsset(deps: Deps, actor: Actor, tag: string, body: Required<AssetBody>): Promise<AssetDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findAsset(tx, actor.organizationId, tag, true);
    await repo.upsertAsset(tx, { organizationId: actor.organizationId, tag, ...body });
    await recordAudit(tx, actor, {
      entity: 'asset',
      entityId: tag,
      action: before ? 'update' : 'create',
      before: before ? { name: before.name, category: before.category, serialNumber: before.serialNumber } : null,
      after: body,
    });
  });
  return getAsset(deps, actor, tag);
}

/** POST assets/{tag}/assign (admin, HR): hands a free asset to an employee of the organisation; history kept. */
export async function assignAsset(deps: Deps, actor: Actor, tag: string, employeeId: string): Promise<AssetDetail> {
  const holder = await requireEmployeeReference(deps.db, actor.organizationId, employeeId, 'employeeId');
  await deps.db.transaction(async (tx) => {
    const asset = await repo.findAsset(tx, actor.organizationId, tag, true);
    if (!asset) throw notFound(M.notFound);
    if (asset.employeeId) throw conflict(M.alreadyHeld);
    const now = new Date();
    await repo.setHolder(tx, actor.organizationId, tag, holder.employeeId, now);
    await repo.openAssignment(tx, {
      organizationId: actor.organizationId,
      tag,
      employeeId: holder.employeeId,
      assignedAt: now,
      assignedBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'asset',
      entityId: tag,
      action: 'update',
      before: { employeeId: null },
      after: { employeeId: holder.employeeId },
    });
  });
  return getAsset(deps, actor, tag);
}

/** POST assets/{tag}/return (admin, HR): the asset comes back to the store; its open assignment is closed. */
export async function returnAsset(deps: Deps, actor: Actor, tag: string): Promise<AssetDetail> {
  await deps.db.transaction(async (tx) => {
    const asset = await repo.findAsset(tx, actor.organizationId, tag, true);
    if (!asset) throw notFound(M.notFound);
    if (!asset.employeeId) throw conflict(M.notHeld);
    const now = new Date();
    await repo.setHolder(tx, actor.organizationId, tag, null, null);
    await repo.closeAssignment(tx, actor.organizationId, tag, now, actor.employeeId);
    await recordAudit(tx, actor, {
      entity: 'asset',
      entityId: tag,
      action: 'update',
      before: { employeeId: asset.employeeId },
      after: { employeeId: null },
    });
  });
  return getAsset(deps, actor, tag);
}
