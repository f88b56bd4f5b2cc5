import {
  APPROVAL_MESSAGES,
  formatDate,
  isAdmin,
  SHIFT_SWAP_MESSAGES as M,
  type ShiftSwapAnswer,
  type ShiftSwapStatus,
  TIME_ATTENDANCE_MESSAGES,
  wallClockOf,
} from '@hrms/shared';
import { type DocumentKey, documentText as say } from '@hrms/shared/i18n/documents';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { announceFiled, requireSomeApprover } from '../approvals';
import { type Announcement, notify, registerAwaitingAnswer } from '../notifications';
import { organizationDateFormat, organizationTimeZone } from '../organization';
import * as swaps from './shift-swaps.repository';
import { attendanceShiftSwaps as t } from './shift-swaps.tables';
import * as repo from './time-attendance.repository';

// the bell counts the swaps waiting for the teammate's answer (its index on the teammate and the day)
registerAwaitingAnswer(
  'shiftSwap',
  (employeeId) => sql`select ${t.id} from ${t} where ${t.withEmployeeId} = ${employeeId} and ${t.status} = 'PENDING_PARTNER'`,
);

type FoundSwap = NonNullable<Awaited<ReturnType<typeof swaps.findSwap>>>;

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const LINK = '/shiftSwaps';
/** A title and body key of the catalogue's mail.shiftSwap, with their values (the date is filled in per language). */
type Words = { title: DocumentKey; body: DocumentKey; name: string; employeeId: string; extra?: Record<string, string> };

/**
 * Tells `recipient` about the swap (feed and mail): `title` and `body` in English as they always were; the feed
 * entry and the mail in Hindi or Arabic say the catalogue's `words`, the day written in the organisation's format
 * in that language.
 */
async function notifySwap(tx: Executor, found: FoundSwap, recipient: string, title: string, body: string, words: Words) {
  const dateFormat = await organizationDateFormat(tx, found.swap.organizationId);
  const notice: Announcement = {
    organizationId: found.swap.organizationId,
    recipients: [recipient],
    title,
    body,
    link: `${LINK}?request=${found.swap.id}`,
    request: { kind: 'shiftSwap', id: found.swap.id },
    localized: (language) => {
      const values = {
        name: words.name,
        employeeId: words.employeeId,
        date: formatDate(found.swap.date, dateFormat, language),
        ...words.extra,
      };
      return { title: say(language, words.title, values), body: say(language, words.body, values) };
    },
  };
  await notify(tx, notice);
}

/** Filing: the named teammate is asked for their consent (feed and mail), in the filing's transaction. */
export async function askPartner(tx: Executor, organizationId: string, id: number) {
  const found = await swaps.findSwap(tx, organizationId, id);
  if (!found) throw new Error(`shift swap ${id} not found after filing`);
  const { swap } = found;
  await notifySwap(
    tx,
    found,
    swap.withEmployeeId,
    `${found.employeeName} asks to swap shifts with you`,
    `${found.employeeName} (${swap.employeeId}) asks to swap their shift of ${swap.date} with yours${swap.reason ? `: ${swap.reason}` : ''}. Accept or decline it on the shift swaps page; once you accept, it goes to their manager for approval.`,
    {
      title: 'mail.shiftSwap.askTitle',
      body: swap.reason ? 'mail.shiftSwap.askBodyReason' : 'mail.shiftSwap.askBody',
      name: found.employeeName,
      employeeId: swap.employeeId,
      extra: swap.reason ? { reason: swap.reason } : {},
    },
  );
}

/** The swap as the named teammate may answer it: 404 outside the organisation, 403 for anyone else, 409 once answered. */
async function requireAnswerable(deps: Deps, actor: Actor, id: number): Promise<FoundSwap> {
  const found = await swaps.findSwap(deps.db, actor.organizationId, id);
  if (!found) throw notFound(M.notFound);
  if (!sameId(found.swap.withEmployeeId, actor.employeeId)) throw forbidden(M.notThePartner);
  if (found.swap.status !== 'PENDING_PARTNER') throw conflict(M.notAwaitingPartner);
  return found;
}

async function move(
  tx: Executor,
  found: FoundSwap,
  status: ShiftSwapStatus,
  extra: Parameters<typeof swaps.moveSwap>[3] = { status },
) {
  if (!(await swaps.moveSwap(tx, found.swap.id, found.swap.status, { ...extra, status }))) throw conflict(M.notAwaitingPartner);
}

/** The audit row of the swap leaving the teammate's step: its status before, and what it became. */
function auditAnswer(tx: Executor, actor: Actor, found: FoundSwap, after: { status: ShiftSwapStatus; partnerComments?: string }) {
  const { swap } = found;
  return recordAudit(tx, actor, {
    entity: 'shiftSwap',
    entityId: String(swap.id),
    action: 'update',
    before: { status: swap.status },
    after,
    employeeId: swap.employeeId,
  });
}

/**
 * POST attendance/swaps/{id}/accept: the named teammate consents; the swap becomes PENDING and goes to the
 * requester's deciders as any request of the engine (feed, mail, webhook). The day must still be ahead,
 * its month open and someone able to decide.
 */
export async function acceptSwap(deps: Deps, actor: Actor, id: number, input: ShiftSwapAnswer) {
  const found = await requireAnswerable(deps, actor, id);
  const { swap } = found;
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  if (swap.date < wallClockOf(new Date(), timeZone).date) throw conflict(M.inThePast);
  if ((await repo.lockedMonths(deps.db, actor.organizationId, [swap.date.slice(0, 7)])).length > 0) {
    throw conflict(TIME_ATTENDANCE_MESSAGES.monthLocked);
  }
  await requireSomeApprover(deps.db, swap.employeeId);
  await deps.db.transaction(async (tx) => {
    await move(tx, found, 'PENDING', { status: 'PENDING', partnerComments: input.comments, partnerAnsweredAt: new Date() });
    await announceFiled(tx, 'shiftSwap', swap);
    await auditAnswer(tx, actor, found, { status: 'PENDING', partnerComments: input.comments });
  });
  return { id: swap.id, status: 'PENDING' as const, message: M.accepted };
}

/** POST attendance/swaps/{id}/decline: the named teammate refuses; the swap is closed and the requester told. */
export async function declineSwap(deps: Deps, actor: Actor, id: number, input: ShiftSwapAnswer) {
  const found = await requireAnswerable(deps, actor, id);
  const { swap } = found;
  await deps.db.transaction(async (tx) => {
    await move(tx, found, 'DECLINED', { status: 'DECLINED', partnerComments: input.comments, partnerAnsweredAt: new Date() });
    await notifySwap(
      tx,
      found,
      swap.employeeId,
      `${found.withName} declined your shift swap`,
      `${found.withName} (${swap.withEmployeeId}) declined to swap shifts with you on ${swap.date}.${input.comments ? ` Comments: ${input.comments}` : ''}`,
      {
        title: 'mail.shiftSwap.declinedTitle',
        body: input.comments ? 'mail.shiftSwap.declinedBodyComments' : 'mail.shiftSwap.declinedBody',
        name: found.withName,
        employeeId: swap.withEmployeeId,
        extra: input.comments ? { comments: input.comments } : {},
      },
    );
    await auditAnswer(tx, actor, found, { status: 'DECLINED', partnerComments: input.comments });
  });
  return { id: swap.id, status: 'DECLINED' as const, message: M.declined };
}

/**
 * The requester (or an admin) withdraws a swap still waiting for the teammate: the teammate is told. Null
 * when the swap is past that step, for the engine's own cancel to take.
 */
export async function cancelBeforeAnswer(deps: Deps, actor: Actor, id: number) {
  const found = await swaps.findSwap(deps.db, actor.organizationId, id);
  if (!found) throw notFound(M.notFound);
  const { swap } = found;
  if (swap.status !== 'PENDING_PARTNER') return null;
  if (!isAdmin(actor.role) && !sameId(swap.employeeId, actor.employeeId)) throw forbidden(APPROVAL_MESSAGES.ownListsOnly);
  await deps.db.transaction(async (tx) => {
    await move(tx, found, 'CANCELLED');
    await notifySwap(
      tx,
      found,
      swap.withEmployeeId,
      `${found.employeeName} withdrew a shift swap`,
      `${found.employeeName} (${swap.employeeId}) withdrew their request to swap shifts with you on ${swap.date}.`,
      {
        title: 'mail.shiftSwap.withdrawnTitle',
        body: 'mail.shiftSwap.withdrawnBody',
        name: found.employeeName,
        employeeId: swap.employeeId,
      },
    );
    await auditAnswer(tx, actor, found, { status: 'CANCELLED' });
  });
  return { id: swap.id, status: 'CANCELLED' as const };
}
