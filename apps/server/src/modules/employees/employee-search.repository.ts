import { EMPLOYEE_SEARCH_ANYWHERE_FROM, EMPLOYEE_SEARCH_COUNT_CAP, type Role } from '@hrms/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, plannedOnce } from '../../db/client';
import { scopedView } from '../../db/organization-views';
import { anywherePattern, prefixMatch } from '../../db/patterns';
import { accounts } from '../auth';
import { employees } from './employees.tables';

/** The prepared statement's inputs. */
type Inputs = Record<'org' | 'from' | 'to' | 'prefix' | 'anywhere' | 'capped' | 'sortable' | 'offset' | 'limit', Placeholder>;

/**
 * How a kind of term is matched: its CTEs, its ways of matching (each read up to a limit), its row test,
 * and, where sorting its matches can beat walking the id order, an estimate of how many there are.
 */
type Term = { ctes: SQL; arms: (limit: Placeholder) => SQL[]; walk: SQL; estimate?: SQL };

/**
 * Past the count's cap, a long term with at most this many matches has its page cut from them rather
 * than found by walking the id order: "mehta7" has 357 matches among 100,000 people, and the walk read
 * 7,200 rows for its first ten (14 ms) where sorting the 357 takes 2.
 */
export const EMPLOYEE_SEARCH_SORTS_UP_TO = 500;

const PREFIX_KEYS = ['employee_id', 'firstname', 'lastname', 'email'].map((column) => sql.raw(`lower(e.${column})`));
const PERSON_TEXT = sql.raw(`e.firstname || ' ' || e.lastname`);
const SEARCH_TEXT = sql.raw(`e.firstname || ' ' || e.lastname || ' ' || e.email`);

const upTo = (p: Inputs, limit: Placeholder, match: SQL) =>
  sql`(select e.employee_id from ${scopedView(employees)} e where e.organization_id = ${p.org} and ${match} limit ${limit})`;

/** A term of 1–2 characters: the start of the id, first or last name or e-mail, each a range of its prefix index. */
const shortTerm = (p: Inputs): Term => ({
  ctes: sql``,
  arms: (limit) =>
    PREFIX_KEYS.map((key) => upTo(p, limit, sql`${key} ~>=~ ${p.from} and ${key} ~<~ ${p.to} and ${key} like ${p.prefix}`)),
  walk: sql.join(
    PREFIX_KEYS.map((key) => sql`${key} like ${p.prefix}`),
    sql` or `,
  ),
});

/**
 * A longer term: the id by its start, names and e-mail anywhere (the trigram index narrows, the columns
 * decide). The text match is a CTE read up to the cap: planned for all its rows it is a bitmap scan of the
 * trigram index whatever the value, and read lazily it stops at the cap. Under a LIMIT, a plan made without
 * the value would scan the table, expecting matches to come soon.
 *
 * A bitmap scan returns rows in the table's physical order, so how far into the table the first cap + 1
 * matches reach estimates how many there are in all ("mehta7": the 101st of 357 lies 28% in). The estimate
 * only chooses between sorting the matches and walking the id order; both find the same page.
 */
const longTerm = (p: Inputs): Term => {
  const text = sql`(${SEARCH_TEXT}) ilike ${p.anywhere} and (e.firstname ilike ${p.anywhere} or e.lastname ilike ${p.anywhere}
    or e.email ilike ${p.anywhere} or (${PERSON_TEXT}) ilike ${p.anywhere})`;
  const [id] = PREFIX_KEYS as [SQL];
  const pages = sql.raw(`(pg_relation_size('employees') / current_setting('block_size')::int)`);
  return {
    ctes: sql`text_matches as materialized (
        select e.employee_id, (e.ctid::text::point)[0]::bigint as block from ${scopedView(employees)} e
         where e.organization_id = ${p.org} and ${text}),
      sampled as (select count(*)::int as found, max(block) as reached
                    from (select block from text_matches limit ${p.capped}) first_matches),`,
    arms: (limit) => [
      upTo(p, limit, sql`${id} ~>=~ ${p.from} and ${id} ~<~ ${p.to} and ${id} like ${p.prefix}`),
      sql`(select employee_id from text_matches limit ${limit})`,
    ],
    walk: sql`${id} like ${p.prefix} or (${text})`,
    estimate: sql`(select case when found < ${p.capped} then found else found * ${pages} / (reached + 1) end from sampled)`,
  };
};

/**
 * One page of a search in id order and its matches counted up to the cap, in one statement planned once
 * for every value. Each way of matching is read through its own index up to cap + 1 rows (`m`); when they
 * hold no more than the cap they are every match, and the page is cut from them. Past the cap, a long term
 * estimated to have at most EMPLOYEE_SEARCH_SORTS_UP_TO matches reads them up to one more (`wide`) and
 * cuts the page from those when they are all; otherwise the id order is walked, which meets a common
 * term's matches soon. Each branch runs only when its one-time filter holds; `wide` is read only when
 * the estimate asks for it (the filters' conditions are evaluated left to right and stop at the first
 * that decides).
 */
function searchStatement(p: Inputs, term: Term) {
  const pageOf = (ids: SQL, when: SQL) =>
    sql`(select e.employee_id, e.id_number from ${employees} e
          where ${when} and e.employee_id in (select employee_id from ${ids})
          order by e.id_number, e.employee_id offset ${p.offset} limit ${p.limit})`;
  const overCap = sql`(select total from n) >= ${p.capped}`;
  const sortsWide = term.estimate
    ? sql`${pageOf(sql`wide`, sql`${overCap} and ${term.estimate} < ${p.sortable} and (select total from w) < ${p.sortable}`)} union all`
    : sql``;
  const wide = term.estimate
    ? sql`, wide as materialized (${sql.join(term.arms(p.sortable), sql` union `)}),
         w as (select count(*)::int as total from wide)`
    : sql``;
  const walkWhen = term.estimate
    ? sql`${overCap} and (${term.estimate} >= ${p.sortable} or (select total from w) >= ${p.sortable})`
    : overCap;
  return sql`(
    with ${term.ctes} m as materialized (${sql.join(term.arms(p.capped), sql` union `)}),
         n as (select count(*)::int as total from m)${wide}
    select n.total, page.id_number, p.employee_id, p.firstname, p.lastname, p.email, a.role
      from n
      left join (
        ${pageOf(sql`m`, sql`(select total from n) < ${p.capped}`)}
        union all
        ${sortsWide}
        (select e.employee_id, e.id_number from ${scopedView(employees)} e
          where ${walkWhen} and e.organization_id = ${p.org} and (${term.walk})
          order by e.id_number, e.employee_id offset ${p.offset} limit ${p.limit})
      ) page on true
      left join ${employees} p on p.employee_id = page.employee_id
      left join ${accounts} a on a.employee_id = page.employee_id
  ) found`;
}

const fields = {
  total: sql<number>`found.total`.mapWith(Number),
  employeeId: sql<string | null>`found.employee_id`,
  firstname: sql<string>`found.firstname`,
  lastname: sql<string>`found.lastname`,
  email: sql<string>`found.email`,
  userRole: sql<Role | null>`found.role`,
};
const byIdOrder = [sql`found.id_number`, sql`found.employee_id`];

const placeholders = Object.fromEntries(
  ['org', 'from', 'to', 'prefix', 'anywhere', 'capped', 'sortable', 'offset', 'limit'].map((name) => [
    name,
    sql.placeholder(name),
  ]),
) as Inputs;

// Planned once per database and kind of term: no LIKE prefix to derive, no trigram selectivity to guess,
// so one plan serves every value, and a keystroke skips ~1 ms of planning.
const searchQuery = (db: Db, kind: 'short' | 'long') =>
  plannedOnce(db)
    .select(fields)
    .from(searchStatement(placeholders, (kind === 'short' ? shortTerm : longTerm)(placeholders)))
    .orderBy(...byIdOrder)
    .prepare(`employee_search_${kind}`);
const prepared = {
  short: new WeakMap<Db, ReturnType<typeof searchQuery>>(),
  long: new WeakMap<Db, ReturnType<typeof searchQuery>>(),
};

export type SearchPage = {
  rows: { employeeId: string; firstname: string; lastname: string; email: string; userRole: Role | null }[];
  total: number;
  more: boolean;
};

/** A page of the organisation's people matching the term (see EMPLOYEE_SEARCH_ANYWHERE_FROM), and their capped count. */
export async function searchEmployeePage(
  db: Db,
  organizationId: string,
  search: string,
  window: { offset: number; limit: number },
): Promise<SearchPage> {
  const cap = EMPLOYEE_SEARCH_COUNT_CAP;
  const { from, to, like } = prefixMatch(search);
  const values = {
    org: organizationId,
    from,
    to,
    prefix: like,
    anywhere: anywherePattern(search),
    capped: cap + 1,
    sortable: EMPLOYEE_SEARCH_SORTS_UP_TO + 1,
    ...window,
  };
  const kind = search.length < EMPLOYEE_SEARCH_ANYWHERE_FROM ? 'short' : 'long';
  let query = prepared[kind].get(db);
  if (!query) {
    query = searchQuery(db, kind);
    prepared[kind].set(db, query);
  }
  const found = await query.execute(values);
  const counted = found[0]?.total ?? 0;
  const rows = found.flatMap(({ employeeId, firstname, lastname, email, userRole }) =>
    employeeId ? [{ employeeId, firstname, lastname, email, userRole }] : [],
  );
  return counted > cap ? { rows, total: cap, more: true } : { rows, total: counted, more: false };
}
