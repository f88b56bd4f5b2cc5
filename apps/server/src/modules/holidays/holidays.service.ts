import {
  ADMIN_OR_HR,
  type Holiday,
  type HolidayRecord,
  type HolidayUpdate,
  holidayDateProblem,
  isAdmin,
  HOLIDAY_MESSAGES as M,
  MAX_PAGE_SIZE,
  roleAllowed,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { findOrganization } from '../organization';
import { feedKey, feedKeyValid, feedPath } from './holidays.feed';
import { holidaysCalendar } from './holidays.ics';
import * as repo from './holidays.repository';

const toRecord = (row: repo.HolidayRow): HolidayRecord => ({
  holidayId: row.id,
  holidayName: row.holidayName,
  date: row.date,
  location: row.location,
});

const dateTaken = () => conflict(M.dateTaken, { date: M.dateTaken });

/** Unique-index violations (two saves of the same date at once) read as 'Date is already taken'. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown })?.cause) === '23505';
}

/** Admin and HR add; only admins edit and delete (spec 2 §6); the routes say so too. */
function requireRole(actor: Actor, who: 'add' | 'change') {
  const allowed = who === 'add' ? roleAllowed(actor.role, ADMIN_OR_HR) : isAdmin(actor.role);
  if (!allowed) throw forbidden();
}

async function requireHoliday(deps: Deps, actor: Actor, holidayId: number) {
  const row = await repo.findHoliday(deps.db, actor.organizationId, holidayId);
  if (!row) throw notFound(M.notFound);
  return row;
}

function requireDateInWindow(date: string) {
  const problem = holidayDateProblem(date);
  if (problem) throw fieldError('date', problem);
}

type ListQuery = { year?: number; pageNumber?: number; size?: number };

/** The organisation's holidays by date (a year when asked), at most one bounded page. */
export async function listHolidays(deps: Deps, actor: Actor, query: ListQuery) {
  const limit = Math.min(query.size ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const range = query.year ? { from: `${query.year}-01-01`, to: `${query.year}-12-31` } : {};
  const rows = await repo.listHolidays(deps.db, actor.organizationId, range, { offset: (query.pageNumber ?? 0) * limit, limit });
  return rows.map(toRecord);
}

/** Adds a holiday (admin and HR): a date in the window that no other holiday has. */
export async function createHoliday(deps: Deps, actor: Actor, input: Holiday) {
  requireRole(actor, 'add');
  requireDateInWindow(input.date);
  if (await repo.dateTaken(deps.db, actor.organizationId, input.date)) throw dateTaken();
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertHoliday(tx, {
      organizationId: actor.organizationId,
      holidayName: input.holidayName,
      date: input.date,
      location: input.location,
    });
    if (!row) throw dateTaken();
    await recordAudit(tx, actor, { entity: 'holiday', entityId: String(row.id), action: 'create', after: toRecord(row) });
    return toRecord(row);
  });
}

/** Changes a holiday (admin only); its new date must still be free. */
export async function updateHoliday(deps: Deps, actor: Actor, input: HolidayUpdate) {
  requireRole(actor, 'change');
  const current = await requireHoliday(deps, actor, input.holidayId);
  requireDateInWindow(input.date);
  if (await repo.dateTaken(deps.db, actor.organizationId, input.date, current.id)) throw dateTaken();
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.updateHoliday(tx, current.id, {
        holidayName: input.holidayName,
        date: input.date,
        location: input.location,
      });
      await recordAudit(tx, actor, {
        entity: 'holiday',
        entityId: String(row.id),
        action: 'update',
        before: toRecord(current),
        after: toRecord(row),
      });
      return toRecord(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw dateTaken();
    throw error;
  }
}

/** Deletes a holiday (admin only). */
export async function deleteHoliday(deps: Deps, actor: Actor, holidayId: number) {
  requireRole(actor, 'change');
  const current = await requireHoliday(deps, actor, holidayId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteHoliday(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'holiday',
      entityId: String(current.id),
      action: 'delete',
      before: toRecord(current),
    });
  });
  return { message: M.deleted };
}

async function calendarOf(deps: Deps, organizationId: string, today: string) {
  const year = Number(today.slice(0, 4));
  const rows = await repo.listHolidays(
    deps.db,
    organizationId,
    { from: `${year}-01-01`, to: `${year + 1}-12-31` },
    { offset: 0, limit: MAX_PAGE_SIZE },
  );
  const organization = await findOrganization(deps.db, organizationId);
  return holidaysCalendar(organization?.organizationName || organizationId, organizationId, rows.map(toRecord));
}

/** The holidays of this year and next as an iCalendar file that calendar apps import. */
export function holidaysAsCalendar(deps: Deps, actor: Actor, today: string) {
  return calendarOf(deps, actor.organizationId, today);
}

/** The address calendar apps subscribe to (no session needed; the key in it is the organisation's). */
export function holidayFeedLink(deps: Deps, actor: Actor, origin: string) {
  return { url: `${origin}${feedPath(actor.organizationId, feedKey(deps.config.secretKey, actor.organizationId))}` };
}

/** The subscribed feed: the same calendar, found only with the right key (404 otherwise, revealing nothing). */
export async function holidayFeed(deps: Deps, organizationId: string, key: string | undefined, today: string) {
  if (!feedKeyValid(deps.config.secretKey, organizationId, key)) throw notFound(M.feedNotFound);
  return calendarOf(deps, organizationId, today);
}
