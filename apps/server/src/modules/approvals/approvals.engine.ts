/**
 * The approval engine (DESIGN §8.4): one way to route and decide every kind of request — profile
 * changes, leave, attendance, timesheets.
 *
 * A request is routed to the requester's reporting manager and HR, read from current employment at
 * decision time (only people whose account is ROLE_MANAGER or ROLE_HR count as deciders).
 * Single-level (organisation.multiLevel false): the first of them to decide settles it. Multi-level:
 * the manager approves first (MANAGER_APPROVED) and HR gives the final approval. Rejection at any step
 * is final. Nobody decides their own request. Two decisions racing on one request leave exactly one
 * outcome: the status is changed with `UPDATE … WHERE status = <status read>`, the loser gets 409.
 *
 * How a kind plugs in:
 *   1. its table spreads `approvalColumns()` (approvals.tables.ts) and adds its payload columns;
 *   2. it calls `defineApprovalKind({ kind, table, noun, link, onDecided… })` once, at module load;
 *   3. filing: inside your transaction insert the row, then call `announceFiled(tx, kind, row)` (it
 *      writes the feed entries and queues their mails in the same transaction);
 *   4. lists: `awaitingDecisionOf(table, approverId, multiLevel)` / `decidedBy(table, approverId)` /
 *      `listWindow(query)` / `requireSelf(actor, employeeId)` in your own select (your own columns);
 *   5. deciding: `decideRequest(deps, actor, kind, { id, comments }, 'approve' | 'reject')` does the
 *      access check, the step, the conditional update, your `onDecided` hook (e.g. apply the change,
 *      debit the leave ledger) in the same transaction, the audit row, notifications and mail. It costs
 *      three statements of its own: one read of the request with everything around it
 *      (readRequestContext), the conditional update, and one statement writing the audit rows (the
 *      hook's too, which it returns), feed entries and outbox mails together;
 *   6. cancelling by the requester: `cancelRequest(deps, actor, kind, id, { allowApproved })`.
 */
import {
  APPROVAL_FETCH_SIZE,
  APPROVAL_KINDS,
  type ApprovalBulkResult,
  type ApprovalCounts,
  type ApprovalKind,
  type ApprovalListQuery,
  type ApprovalStatus,
  approvalStep,
  bulkDecisionMessage,
  type DateFormat,
  DEFAULT_APPROVAL_SETTINGS,
  decisionCommentMissing,
  EMPLOYEE_MESSAGES,
  isAdmin,
  type Language,
  APPROVAL_MESSAGES as M,
  MAX_PAGE_SIZE,
  OPEN_APPROVAL_STATUSES,
} from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import { and, eq, inArray, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type AuditEntry, auditInsert } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { accounts, findAccount } from '../auth';
import { employees, employments, findEmployeeInOrganization, findEmployment } from '../employees';
import { type Announcement, notifyTogether, registerRequestStatus } from '../notifications';
import { findOrganization, organizations, readApprovalSettings } from '../organization';
import { emitEvent, eventWrite } from '../webhooks';
import { type RequestContext, type Routing, readRequestContext } from './approvals.context';

/** A request table of the engine: it spreads approvalColumns(). */
export type ApprovalTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  employeeId: PgColumn;
  status: PgColumn;
  managerDecidedBy: PgColumn;
  managerComments: PgColumn;
  managerDecidedAt: PgColumn;
  hrDecidedBy: PgColumn;
  hrComments: PgColumn;
  hrDecidedAt: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The engine's view of one request row (a kind's hooks get the whole row of its table). */
export type ApprovalState = {
  id: number;
  organizationId: string;
  employeeId: string;
  status: ApprovalStatus;
  managerDecidedBy: string | null;
  hrDecidedBy: string | null;
};

export type Verdict = 'approve' | 'reject';

/**
 * What a kind's onDecided hook leaves to the engine: writes not yet run (independent of each other and
 * of the decision's feed and mail rows) and the audit entries of its changes.
 */
export type DecisionEffects = { writes?: readonly (SQLWrapper | null)[]; audit?: readonly AuditEntry[] };

/** A request row of the engine: the approval columns and the kind's own. */
export type ApprovalRow = ApprovalState & Record<string, unknown>;

export type ApprovalKindConfig<Row extends ApprovalRow = ApprovalRow> = {
  kind: ApprovalKind;
  table: ApprovalTable;
  /** Audit entity name, e.g. 'leaveRequest'. */
  entity: string;
  /** How people call one request, e.g. 'leave request'. */
  noun: string;
  /**
   * In-app paths for the notification links. The engine adds `?request=<id>`, so the page opens on
   * that request (the queue on the page that holds it, highlighted).
   */
  links: {
    decide: (approverId: string, role: 'ROLE_MANAGER' | 'ROLE_HR', requesterId?: string) => string;
    status: (employeeId: string) => string;
  };
  /**
   * A one-line description of the request (its row as read) for notifications, its dates in the
   * organisation's format, e.g. 'Sick Leave, 02 Mar 2026 to 03 Mar 2026 (2 days)'.
   */
  describe: (row: Row, dateFormat: DateFormat) => string;
  /**
   * The same description in another language (the documents catalogue's `mail.details`), for the mails of
   * people who chose one; without it their mails name the request as `describe` does.
   */
  describeIn?: (row: Row, dateFormat: DateFormat, language: Language) => string;
  /**
   * Runs inside the decision transaction once the new status is recorded (e.g. apply the profile change
   * when APPROVED, debit the leave ledger); `request` is the row as read before the decision. It may run
   * its writes itself or answer them (with the audit entries of its changes): the engine runs those in
   * the decision's one final statement. Throwing rolls the decision back.
   */
  onDecided?: (tx: Executor, actor: Actor, request: Row, status: ApprovalStatus) => Promise<DecisionEffects | undefined>;
  /** Runs inside the cancel transaction (e.g. reverse a leave debit when an approved leave is cancelled). */
  onCancelled?: (tx: Executor, actor: Actor, request: Row, previous: ApprovalStatus) => Promise<void>;
  messages?: Partial<Record<'approved' | 'approvedByManager' | 'rejected' | 'notFound', string>>;
  /**
   * A single decision of this kind may carry no comment whatever the organisation chose (the timesheet
   * approvals of the original client take the comment as an optional query parameter).
   */
  blankCommentsAllowed?: boolean;
  /** 'hr': only the requester's HR decides (one step, whatever the organisation's levels), e.g. tax proofs. */
  deciders?: 'hr';
  /**
   * A kind that holds its requests before the chain in a status of its own (a shift swap waiting for the
   * teammate's consent) answers, for a request so held, the message of the 409 a decision then gets.
   */
  heldBeforeChain?: (request: Row) => string | null;
};

export type { Routing };

const KINDS = new Map<ApprovalKind, ApprovalKindConfig>();
/** Tables of kinds that only HR decides (their queues leave the manager out). */
const HR_ONLY_TABLES = new WeakSet<object>();

/** Every registered kind (the daily digest walks them). */
export const listApprovalKinds = (): ApprovalKindConfig[] => [...KINDS.values()];

/** Registers a kind of request with the engine (once, at module load); returns it for convenience. */
export function defineApprovalKind<T extends ApprovalTable>(
  config: ApprovalKindConfig<T['$inferSelect'] & ApprovalRow> & { table: T },
): ApprovalKindConfig {
  KINDS.set(config.kind, config as unknown as ApprovalKindConfig);
  if (config.deciders === 'hr') HR_ONLY_TABLES.add(config.table);
  const t = config.table;
  // The notifications feed shows where the request stands now (one CASE in the feed's own query).
  registerRequestStatus(config.kind, (requestId) => sql`select ${t.status} from ${t} where ${t.id} = ${requestId}`);
  return config;
}

/** A notification link that opens the page on one request. */
const withRequest = (path: string, id: number) => `${path}${path.includes('?') ? '&' : '?'}request=${id}`;

/** Every registered kind of request and its table (the approvals report names the kinds by their noun). */
export function registeredApprovalKinds(): readonly ApprovalKindConfig[] {
  return [...KINDS.values()];
}

function kindOf(kind: ApprovalKind): ApprovalKindConfig {
  const config = KINDS.get(kind);
  if (!config) throw new Error(`approval kind ${kind} is not registered`);
  return config;
}

// ---------------------------------------------------------------- lists

/** page (0-based, also pageNumber) and size (default 40, capped) → offset/limit. */
export function listWindow(query: { page?: number; pageNumber?: number; size?: number }) {
  const limit = Math.min(query.size ?? APPROVAL_FETCH_SIZE, MAX_PAGE_SIZE);
  return { offset: (query.page ?? query.pageNumber ?? 0) * limit, limit };
}

/**
 * The window of an approver's queue: with `request` (a notification's link), the window of `size`
 * that holds that request, found in SQL by its row number in the queue's own order (no paging loop);
 * otherwise, or when the request no longer waits for the caller, `page` as usual.
 */
export async function awaitingWindow(
  db: Executor,
  table: ApprovalTable,
  actor: Actor,
  multiLevel: MultiLevel,
  order: 'asc' | 'desc',
  query: { page?: number; pageNumber?: number; size?: number; request?: number },
) {
  const window = listWindow(query);
  if (!query.request) return window;
  const direction = sql.raw(order);
  const result = await db.execute<{ n: number }>(sql`select n from (
      select ${table.id} as id, (row_number() over (order by ${table.createdAt} ${direction}, ${table.id} ${direction}) - 1)::int as n
      from ${table} where ${table.organizationId} = ${actor.organizationId}
        and ${awaitingDecisionOf(table, actor.employeeId, multiLevel)}) q
    where q.id = ${query.request}`);
  const n = result.rows[0]?.n;
  if (n === undefined || n === null) return window;
  return { offset: Math.floor(Number(n) / window.limit) * window.limit, limit: window.limit };
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Approval lists are the caller's own: employeeId must be the caller (403 otherwise). */
export function requireSelf(actor: Actor, employeeId: string) {
  if (!sameId(actor.employeeId, employeeId)) throw forbidden(M.ownListsOnly);
}

/**
 * The requester whose own requests a list shows: the caller, or (an admin) anyone of the organisation; 403
 * for someone else's list, 404 when nobody of the organisation has that id.
 */
export async function requireListedRequester(deps: Deps, actor: Actor, employeeId: string) {
  if (!isAdmin(actor.role)) requireSelf(actor, employeeId);
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return employee;
}

/**
 * The caller's own queue of `table` (the list's employeeId must be the caller): the organisation's
 * multi-level setting, read by the statement, and the window asked for (`awaitingWindow`, in `order`). Null
 * for anyone but managers and HR, who decide nothing.
 */
export async function awaitingQueue(
  deps: Deps,
  actor: Actor,
  table: ApprovalTable,
  order: 'asc' | 'desc',
  query: ApprovalListQuery,
) {
  requireSelf(actor, query.employeeId);
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return null;
  const multiLevel = multiLevelOf(actor.organizationId);
  return { multiLevel, window: await awaitingWindow(deps.db, table, actor, multiLevel, order, query) };
}

export async function isMultiLevel(db: Executor, organizationId: string) {
  return (await findOrganization(db, organizationId))?.multiLevel ?? false;
}

/** Whether approvals take two levels: known (`isMultiLevel`), or read by the statement that needs it. */
export type MultiLevel = boolean | SQL;

/** The organisation's setting as a sub-select, so a queue or a count needs no round trip of its own for it. */
export const multiLevelOf = (organizationId: string | Placeholder): SQL =>
  sql`coalesce((select ${organizations.multiLevel} from ${organizations} where ${organizations.organizationId} = ${organizationId}), false)`;

const DECIDER_ROLES = sql.raw(`('ROLE_MANAGER', 'ROLE_HR')`);

/**
 * What makes a requester's request wait for an approver, as three conditions on the requester: the approver is
 * their reporting manager (`managed`), their HR (`hrOf`), or their HR while their reporting manager cannot
 * decide (`hrWithoutManager`). The queues test them as sets of the approver's people (`peopleArms`); the counts,
 * which already read one row per concerned person, as that person's own columns (`countAwaiting`).
 */
type RequesterArms = { managed: SQL; hrOf: SQL; hrWithoutManager: SQL };

/** A manager's reporting manager who is no decider (no manager or HR account): HR takes the manager's step. */
const noDecidingManager = (employment: SQL) =>
  sql`not exists (select 1 from ${accounts} a where a.employee_id = ${employment}.reporting_manager_id and a.role in ${DECIDER_ROLES})`;

/**
 * The arms as IN-sets of the approver's people: each an uncorrelated IN over the employments indexes
 * (index-only scans). Joined by OR they stay filters (hashed sets built once per query) rather than becoming
 * joins, so a queue read in its own order through the open-requests index (`_queue_idx`) stops after one page
 * instead of sorting the whole queue.
 */
function peopleArms(table: ApprovalTable, approverId: string | Placeholder): RequesterArms {
  const team = sql`select m.employee_id from ${employments} m where m.reporting_manager_id = ${approverId}`;
  const hrPeople = sql`select h.employee_id from ${employments} h where h.hr_id = ${approverId}`;
  return {
    managed: sql`${table.employeeId} in (${team})`,
    hrOf: sql`${table.employeeId} in (${hrPeople})`,
    hrWithoutManager: sql`${table.employeeId} in (${hrPeople} and ${noDecidingManager(sql`h`)})`,
  };
}

/**
 * WHERE condition: the request waits for this approver's decision. As reporting manager: PENDING ones.
 * As HR: MANAGER_APPROVED ones, and PENDING ones that need no manager step (single-level, or no
 * reporting manager who can decide). Never the approver's own requests.
 */
export function awaitingDecisionOf(table: ApprovalTable, approverId: string | Placeholder, multiLevel: MultiLevel): SQL {
  return awaitingThrough(table, approverId, multiLevel, peopleArms(table, approverId));
}

function awaitingThrough(
  table: ApprovalTable,
  approverId: string | Placeholder,
  multiLevel: MultiLevel,
  arms: RequesterArms,
): SQL {
  if (HR_ONLY_TABLES.has(table)) {
    return sql`(${table.employeeId} <> ${approverId} and ${table.status} = 'PENDING' and ${arms.hrOf})`;
  }
  const asManager = sql`(${table.status} = 'PENDING' and ${arms.managed})`;
  const asHrOfTwoLevels = sql`(${table.status} = 'MANAGER_APPROVED' and ${arms.hrOf})
      or (${table.status} = 'PENDING' and ${arms.hrWithoutManager})`;
  const asHrOfOneLevel = arms.hrOf;
  const asHr =
    typeof multiLevel === 'boolean'
      ? multiLevel
        ? asHrOfTwoLevels
        : asHrOfOneLevel
      : sql`((${multiLevel} and (${asHrOfTwoLevels})) or (not ${multiLevel} and ${asHrOfOneLevel}))`;
  return sql`(${table.employeeId} <> ${approverId}
    and ${table.status} in ('PENDING', 'MANAGER_APPROVED')
    and (${asManager} or ${asHr}))`;
}

/** WHERE condition: the approver decided this request at either step. */
export function decidedBy(table: ApprovalTable, approverId: string): SQL {
  return or(eq(table.managerDecidedBy, approverId), eq(table.hrDecidedBy, approverId)) as SQL;
}

/** The comments of the latest decision (HR's when given, else the manager's). */
export function latestComments(table: ApprovalTable) {
  return sql<string>`coalesce(nullif(${table.hrComments}, ''), ${table.managerComments})`;
}

/** The requester's current full name (join employees on the request's employeeId). */
export const requesterName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;

/**
 * How many requests of every registered kind wait for the caller's decision, and (`mine`) how many of
 * the caller's own requests are still open: one query (UNION ALL of one filtered count per kind). Only
 * managers and HR decide, so anyone else waits on nothing.
 */
export async function countAwaiting(db: Executor, actor: Actor): Promise<ApprovalCounts & { mine: ApprovalCounts }> {
  const zero = () => Object.fromEntries(APPROVAL_KINDS.map((kind) => [kind, 0])) as ApprovalCounts;
  const counts = { ...zero(), mine: zero() };
  const kinds = [...KINDS.values()];
  if (kinds.length === 0) return counts;
  const decider = actor.role === 'ROLE_MANAGER' || actor.role === 'ROLE_HR';
  const multiLevel = multiLevelOf(actor.organizationId);
  // whose requests can concern the caller, one row each with how they concern the caller: whether a request
  // waits is read from its person's own row (an IN-set of the caller's people would be rescanned per request
  // once a team outgrows work_mem)
  const approver = actor.employeeId;
  const concerned = decider
    ? sql`select e.employee_id, e.reporting_manager_id is not distinct from ${approver}, e.hr_id is not distinct from ${approver},
          e.hr_id is not distinct from ${approver} and ${noDecidingManager(sql`e`)}
        from ${employments} e
        where (e.reporting_manager_id = ${approver} or e.hr_id = ${approver}) and e.employee_id <> ${approver}
        union all select ${approver}::text, false, false, false`
    : sql`select ${approver}::text, false, false, false`;
  const arms: RequesterArms = { managed: sql`c.managed`, hrOf: sql`c.hr_of`, hrWithoutManager: sql`c.hr_without_manager` };
  const parts = kinds.map((k) => {
    const awaiting = decider ? awaitingThrough(k.table, approver, multiLevel, arms) : sql`false`;
    const mine = sql`(${k.table.employeeId} = ${approver} and ${openStatus(k.table)})`;
    // the people are a materialized CTE with its own row estimate: for a team of tens the planner probes each
    // person's open requests through the index, for a team of 100,000 it hashes the organisation's open requests
    return sql`select ${k.kind} as kind, (count(*) filter (where ${awaiting}))::int as n, (count(*) filter (where ${mine}))::int as mine
      from c join ${k.table} on ${k.table.employeeId} = c.employee_id and ${openStatus(k.table)}
        and ${k.table.organizationId} = ${actor.organizationId}`;
  });
  // the people once for every kind (a team of 100,000 is read once, not once per kind)
  const result = await db.execute<{ kind: ApprovalKind; n: number; mine: number }>(
    sql`with c(employee_id, managed, hr_of, hr_without_manager) as materialized (${concerned}) ${sql.join(parts, sql` union all `)}`,
  );
  for (const row of result.rows) {
    counts[row.kind] = Number(row.n);
    counts.mine[row.kind] = Number(row.mine);
  }
  return counts;
}

/**
 * Per requester, how many requests of `kind` wait for the caller's decision, longest waiting first (the
 * team lists' "waiting" marker): one grouped query on the queue's own condition. Only managers and HR
 * decide.
 */
export async function countAwaitingByPerson(db: Executor, actor: Actor, kind: ApprovalKind) {
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return [];
  const t = kindOf(kind).table;
  const multiLevel = await isMultiLevel(db, actor.organizationId);
  const rows = await db
    .select({
      employeeId: employees.employeeId,
      employeeName: requesterName,
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${t.createdAt})`,
    })
    .from(t)
    .innerJoin(employees, eq(employees.employeeId, t.employeeId))
    .where(and(eq(t.organizationId, actor.organizationId), awaitingDecisionOf(t, actor.employeeId, multiLevel)))
    .groupBy(employees.employeeId, employees.firstname, employees.lastname)
    .orderBy(sql`min(${t.createdAt})`, employees.employeeId);
  return rows.map((r) => ({ employeeId: r.employeeId, employeeName: r.employeeName, waiting: Number(r.waiting) }));
}

// ---------------------------------------------------------------- routing

/** An approver only counts when their account may decide (manager or HR); admins edit directly. */
export function effectiveApprover(id: string | null | undefined, role: string | null | undefined): string | null {
  return id && role && (role === 'ROLE_MANAGER' || role === 'ROLE_HR') ? id : null;
}

/** The requester's deciders from current employment (null when that person cannot decide). */
export async function routingOf(db: Executor, employeeId: string): Promise<Routing> {
  const employment = await findEmployment(db, employeeId);
  // in turn, not together: db may be a transaction's one connection
  const manager = employment?.reportingManagerId ? await findAccount(db, employment.reportingManagerId) : null;
  const hr = employment?.hrId ? await findAccount(db, employment.hrId) : null;
  const managerId = effectiveApprover(manager?.employeeId, manager?.role);
  const hrId = effectiveApprover(hr?.employeeId, hr?.role);
  return {
    managerId: managerId && !sameId(managerId, employeeId) ? managerId : null,
    hrId: hrId && !sameId(hrId, employeeId) ? hrId : null,
  };
}

/** Refuses filing (409) when nobody can decide the request. */
export async function requireSomeApprover(db: Executor, employeeId: string): Promise<Routing> {
  const routing = await routingOf(db, employeeId);
  if (!routing.managerId && !routing.hrId) throw conflict(M.noApprover);
  return routing;
}

/** The deciders of a request of this kind: an HR-only kind leaves the manager out. */
const routingFor = (k: ApprovalKindConfig, routing: Routing): Routing =>
  k.deciders === 'hr' ? { managerId: null, hrId: routing.hrId } : routing;

/** Who decides first: multi-level, the manager (or HR when there is none); single-level, both. */
function firstDeciders(routing: Routing, multiLevel: boolean): string[] {
  if (multiLevel) return [routing.managerId ?? routing.hrId].filter((x): x is string => Boolean(x));
  return [routing.managerId, routing.hrId].filter((x): x is string => Boolean(x));
}

/** The request's kind and description in a language, for the mails of people who chose one. */
const wordsIn = (k: ApprovalKindConfig, row: ApprovalRow, dateFormat: DateFormat, language: Language) => ({
  kind: say(language, `mail.kinds.${k.kind}`),
  details: k.describeIn?.(row, dateFormat, language) ?? k.describe(row, dateFormat),
});

/** How notifications name a person: their full name, else their id. */
const nameOr = (name: string | null, employeeId: string) => name || employeeId;

// ---------------------------------------------------------------- filing

/**
 * Call inside the transaction that inserted a request of `kind`: writes the feed entries for the
 * first decider(s) and the requester (feed and queued mail), and returns what was announced. Two
 * statements: the request with its routing and contacts, then the feed entries and mails together.
 */
export async function announceFiled(
  tx: Executor,
  kind: ApprovalKind,
  request: { id: number; organizationId: string; employeeId: string },
): Promise<Announcement[]> {
  const k = kindOf(kind);
  const context = await readRequestContext<ApprovalRow>(tx, k.table, request.organizationId, request.id);
  if (!context) throw new Error(`${k.noun} ${request.id} was not filed in ${request.organizationId}`);
  const { multiLevel, roles } = context;
  const routing = routingFor(k, context.routing);
  const who = nameOr(context.requesterName, request.employeeId);
  const what = k.describe(context.request, context.dateFormat);
  const out: Announcement[] = firstDeciders(routing, multiLevel).map((decider) => ({
    organizationId: request.organizationId,
    recipients: [decider],
    title: `New ${k.noun} from ${who}`,
    body: `${who} (${request.employeeId}) asks for your approval: ${what}.`,
    link: withRequest(k.links.decide(decider, roles.get(decider) ?? 'ROLE_MANAGER', request.employeeId), request.id),
    request: { kind, id: request.id },
    localized: (language) => {
      const w = wordsIn(k, context.request, context.dateFormat, language);
      return {
        title: say(language, 'mail.approvals.filedTitle', { kind: w.kind, name: who }),
        body: say(language, 'mail.approvals.filedBody', { name: who, employeeId: request.employeeId, details: w.details }),
      };
    },
  }));
  out.push({
    organizationId: request.organizationId,
    recipients: [request.employeeId],
    title: `Your ${k.noun} was sent for approval`,
    body: `${capitalise(what)}. You will hear when it is decided.`,
    link: withRequest(k.links.status(request.employeeId), request.id),
    request: { kind, id: request.id },
    localized: (language) => {
      const w = wordsIn(k, context.request, context.dateFormat, language);
      return {
        title: say(language, 'mail.approvals.sentTitle', { kind: w.kind }),
        body: say(language, 'mail.approvals.sentBody', { details: w.details }),
      };
    },
  });
  await notifyTogether(tx, request.organizationId, out, context.contacts);
  const [forDecider] = out;
  await emitEvent(tx, request.organizationId, `${kind}.requested`, {
    ...requestIds(kind, request),
    status: context.request.status,
    notice: { text: forDecider?.body ?? `${who} filed a ${k.noun}: ${what}.`, link: forDecider?.link ?? out.at(-1)?.link },
  });
  return out;
}

/** What every approval event names: the requester, the request, and the request under its kind's own name (leaveRequestId). */
const requestIds = (kind: ApprovalKind, request: { id: number; employeeId: string }) => ({
  employeeId: request.employeeId,
  requestId: request.id,
  [`${kind}RequestId`]: request.id,
});

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- deciding

/** Sets the status only if it is still `expected`; false when someone else was faster. */
async function transition(
  db: Executor,
  table: ApprovalTable,
  id: number,
  expected: ApprovalStatus,
  values: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.status, expected)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** What a decision answers: the new status, the message to show, and the decided row with its requester's name. */
export type DecisionOutcome = {
  status: ApprovalStatus;
  message: string;
  request: ApprovalRow;
  requesterName: string;
};

/**
 * A decision's comment: rejecting always needs one; approving unless the organisation made it optional
 * (organization/approvalSettings, BEYOND §B9). The setting is read only when the comment is blank.
 */
async function requireDecisionComments(deps: Deps, actor: Actor, comments: string, verdict: Verdict) {
  if (comments.trim()) return;
  const settings = verdict === 'reject' ? DEFAULT_APPROVAL_SETTINGS : await readApprovalSettings(deps.db, actor.organizationId);
  if (decisionCommentMissing(comments, verdict, settings)) throw fieldError('comments', M.commentsRequired);
}

/**
 * Approves or rejects one request of `kind` for the caller. 404 when the request is not in the caller's
 * organisation; 403 when the caller is not the requester's reporting manager or HR, or is the
 * requester; 409 when it is already decided (or someone decided it a moment earlier) or HR acts
 * before the manager in multi-level. The kind's onDecided hook runs in the same transaction.
 * Answers the new status, the message to show and the row as decided (no further read).
 */
export async function decideRequest(
  deps: Deps,
  actor: Actor,
  kind: ApprovalKind,
  input: { id: number; comments: string },
  verdict: Verdict,
): Promise<DecisionOutcome> {
  const k = kindOf(kind);
  if (!k.blankCommentsAllowed) await requireDecisionComments(deps, actor, input.comments, verdict);
  const messages = { ...M, ...k.messages };
  const decided = await deps.db.transaction(async (tx) => {
    const context = await readRequestContext<ApprovalRow>(tx, k.table, actor.organizationId, input.id, actor.employeeId);
    if (!context) throw notFound(messages.notFound);
    const { request } = context;
    const routing = routingFor(k, context.routing);
    if (sameId(request.employeeId, actor.employeeId)) throw forbidden(M.ownRequest);
    const result = approvalStep(
      request.status,
      {
        asManager: routing.managerId === actor.employeeId,
        asHr: routing.hrId === actor.employeeId,
        hasManager: Boolean(routing.managerId),
        hasHr: Boolean(routing.hrId),
        multiLevel: context.multiLevel,
      },
      verdict,
    );
    if (!result.ok) {
      if (result.reason === 'notYourDecision') throw forbidden(M.notYourDecision);
      const held = result.reason === 'alreadyDecided' ? k.heldBeforeChain?.(request) : null;
      if (held) throw conflict(held);
      throw conflict(result.reason === 'managerFirst' ? M.managerFirst : M.alreadyDecided);
    }
    const now = new Date();
    const note =
      result.step === 'manager'
        ? { managerDecidedBy: actor.employeeId, managerComments: input.comments, managerDecidedAt: now }
        : { hrDecidedBy: actor.employeeId, hrComments: input.comments, hrDecidedAt: now };
    if (!(await transition(tx, k.table, request.id, request.status, { status: result.status, ...note })))
      throw conflict(M.alreadyDecided);
    const effects = (await k.onDecided?.(tx, actor, request, result.status)) ?? {};
    const audit: AuditEntry = {
      entity: k.entity,
      entityId: String(request.id),
      action: 'update',
      before: { status: request.status },
      after: { status: result.status, step: result.step, comments: input.comments },
    };
    const announcements = announceDecision(k, context, actor, result.status, input.comments);
    // one place for every kind's decision event: a kind added to the engine has `<kind>.decided` for free
    const decider = nameOr(context.deciderName, actor.employeeId);
    const verb =
      result.status === 'REJECTED' ? 'rejected' : result.status === 'APPROVED' ? 'approved' : 'approved (waiting for HR)';
    const event = eventWrite(request.organizationId, `${k.kind}.decided`, {
      ...requestIds(k.kind, request),
      status: result.status,
      final: result.status !== 'MANAGER_APPROVED',
      notice: {
        text: `${decider} ${verb} the ${k.noun} of ${nameOr(context.requesterName, request.employeeId)} (${k.describe(request, context.dateFormat)}).`,
        link: announcements[0]?.link,
      },
    });
    await notifyTogether(tx, request.organizationId, announcements, context.contacts, [
      ...(effects.writes ?? []),
      auditInsert(tx, actor, [...(effects.audit ?? []), audit]),
      event,
    ]);
    return { status: result.status, request: { ...request, status: result.status, ...note, updatedAt: now }, context };
  });
  const { status } = decided;
  const message =
    status === 'REJECTED' ? messages.rejected : status === 'APPROVED' ? messages.approved : messages.approvedByManager;
  return { status, message, request: decided.request, requesterName: decided.context.requesterName };
}

/**
 * Decides several requests of one kind with one verdict and one comment (POST approvals/bulk). Each
 * id (duplicates once) goes through `decideRequest` in its own transaction — the same access check,
 * step, hook, audit and notifications as a single decision, whole or not at all — in the order sent.
 * One that cannot be decided (unknown, another organisation's, not the caller's to decide, already
 * decided) is reported with its status code and message; the others still go through.
 */
export async function decideMany(
  deps: Deps,
  actor: Actor,
  input: { kind: ApprovalKind; ids: readonly number[]; comments: string; verdict: Verdict },
): Promise<ApprovalBulkResult> {
  kindOf(input.kind);
  await requireDecisionComments(deps, actor, input.comments, input.verdict);
  const result: ApprovalBulkResult = { decided: [], failed: [], message: '' };
  for (const id of new Set(input.ids)) {
    try {
      const { status } = await decideRequest(deps, actor, input.kind, { id, comments: input.comments }, input.verdict);
      result.decided.push({ id, status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, status: error.statusCode, message: error.message });
    }
  }
  result.message = bulkDecisionMessage(result.decided.length, result.failed.length, input.verdict);
  return result;
}

/** The requester hears the outcome; after a manager's approval in multi-level, HR hears it waits for them. */
function announceDecision(
  k: ApprovalKindConfig,
  context: RequestContext<ApprovalRow>,
  actor: Actor,
  status: ApprovalStatus,
  comments: string,
): Announcement[] {
  const { request, routing } = context;
  const decider = nameOr(context.deciderName, actor.employeeId);
  const who = nameOr(context.requesterName, request.employeeId);
  const what = k.describe(request, context.dateFormat);
  const verb = status === 'REJECTED' ? 'rejected' : status === 'APPROVED' ? 'approved' : 'approved (waiting for HR)';
  const out: Announcement[] = [
    {
      organizationId: request.organizationId,
      recipients: [request.employeeId],
      title: `Your ${k.noun} was ${verb}`,
      body: `${decider} ${status === 'REJECTED' ? 'rejected' : 'approved'} your ${k.noun} (${what}). Comments: ${comments}`,
      link: withRequest(k.links.status(request.employeeId), request.id),
      request: { kind: k.kind, id: request.id },
      localized: (language) => {
        const w = wordsIn(k, request, context.dateFormat, language);
        const title =
          status === 'REJECTED'
            ? 'mail.approvals.rejectedTitle'
            : status === 'APPROVED'
              ? 'mail.approvals.approvedTitle'
              : 'mail.approvals.managerApprovedTitle';
        return {
          title: say(language, title, { kind: w.kind }),
          body: say(language, status === 'REJECTED' ? 'mail.approvals.rejectedBody' : 'mail.approvals.approvedBody', {
            decider,
            kind: w.kind,
            details: w.details,
            comments,
          }),
        };
      },
    },
  ];
  if (status === 'MANAGER_APPROVED' && routing.hrId) {
    out.push({
      organizationId: request.organizationId,
      recipients: [routing.hrId],
      title: `${capitalise(k.noun)} from ${who} waits for your final approval`,
      body: `${decider} approved ${who}'s ${k.noun} (${what}); it now needs your final approval.`,
      link: withRequest(k.links.decide(routing.hrId, 'ROLE_HR', request.employeeId), request.id),
      request: { kind: k.kind, id: request.id },
      localized: (language) => {
        const w = wordsIn(k, request, context.dateFormat, language);
        return {
          title: say(language, 'mail.approvals.finalTitle', { kind: w.kind, name: who }),
          body: say(language, 'mail.approvals.finalBody', { decider, name: who, kind: w.kind, details: w.details }),
        };
      },
    });
  }
  return out;
}

// ---------------------------------------------------------------- cancelling

/**
 * The requester withdraws their own request of `kind` (an admin of the organisation may too). Open
 * requests can always be cancelled; approved ones only when `allowApproved` (leave: the days come
 * back). 404 outside the organisation, 403 for someone else's request, 409 when rejected/cancelled.
 * Races with a decision are settled by the same conditional update.
 */
export async function cancelRequest(
  deps: Deps,
  actor: Actor,
  kind: ApprovalKind,
  id: number,
  options: { allowApproved?: boolean } = {},
): Promise<ApprovalState> {
  const k = kindOf(kind);
  return deps.db.transaction(async (tx) => {
    const context = await readRequestContext<ApprovalRow>(tx, k.table, actor.organizationId, id);
    if (!context) throw notFound(k.messages?.notFound ?? M.notFound);
    const { request, routing } = context;
    const isAdmin = actor.role === 'ROLE_ADMIN' || actor.role === 'ROLE_ROOT';
    if (!isAdmin && !sameId(request.employeeId, actor.employeeId)) throw forbidden(M.ownListsOnly);
    const cancellable: readonly ApprovalStatus[] = options.allowApproved
      ? [...OPEN_APPROVAL_STATUSES, 'APPROVED']
      : OPEN_APPROVAL_STATUSES;
    if (!cancellable.includes(request.status)) throw conflict(M.alreadyDecided);
    if (!(await transition(tx, k.table, request.id, request.status, { status: 'CANCELLED' }))) throw conflict(M.alreadyDecided);
    await k.onCancelled?.(tx, actor, request, request.status);
    const audit: AuditEntry = {
      entity: k.entity,
      entityId: String(request.id),
      action: 'update',
      before: { status: request.status },
      after: { status: 'CANCELLED' },
    };
    const who = nameOr(context.requesterName, request.employeeId);
    const what = k.describe(request, context.dateFormat);
    const a: Announcement = {
      organizationId: request.organizationId,
      recipients: [routing.managerId, routing.hrId].filter((x): x is string => Boolean(x)),
      title: `${who} cancelled a ${k.noun}`,
      body: `${who} (${request.employeeId}) cancelled their ${k.noun} (${what}).`,
      request: { kind, id: request.id },
      localized: (language) => {
        const w = wordsIn(k, request, context.dateFormat, language);
        return {
          title: say(language, 'mail.approvals.cancelledTitle', { name: who, kind: w.kind }),
          body: say(language, 'mail.approvals.cancelledBody', {
            name: who,
            employeeId: request.employeeId,
            kind: w.kind,
            details: w.details,
          }),
        };
      },
    };
    await notifyTogether(tx, request.organizationId, [a], context.contacts, [auditInsert(tx, actor, [audit])]);
    return request;
  });
}

// ---------------------------------------------------------------- small helpers for kinds

/** WHERE condition: the request is still open (PENDING or MANAGER_APPROVED). */
export const openStatus = (table: ApprovalTable) => inArray(table.status, [...OPEN_APPROVAL_STATUSES]);
