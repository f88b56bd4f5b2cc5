import {
  EMPLOYEE_FILTER_COUNT_CAP,
  EMPLOYEE_SEARCH_ANYWHERE_FROM,
  type EmployeeListFilters,
  type EmployeeSort,
  type Role,
  rolesOf,
} from '@hrms/shared';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inScope } from '../../db/organization-views';
import { anywherePattern, prefixMatch } from '../../db/patterns';
import { accounts } from '../auth';
import type { EmployeeListCondition } from './employee-list.hooks';
import { countEmployees, pageSlice } from './employees.repository';
import { employees, employments } from './employees.tables';

export type FilteredListRequest = Omit<EmployeeListFilters, 'customField'> & {
  /** Conditions of the modules that narrow the list by their own data (employee-list.hooks), already checked. */
  extra: readonly EmployeeListCondition[];
  sort: EmployeeSort;
  search?: string;
  /** The organisation's date today: the status filter's boundary. */
  today: string;
  offset: number;
  limit: number;
};

const e = employees;
const m = employments;
/** The filters and search read the people through the scoped view: their prefix, trigram and lower() indexes stay usable. */
const scopedPeople = inScope(employees);

/** The search as the list's search box matches (see EMPLOYEE_SEARCH_ANYWHERE_FROM), as a condition to combine with filters. */
function searchCondition(search: string): SQL {
  const { like } = prefixMatch(search);
  const idStarts = sql`lower(${e.employeeId}) like ${like}`;
  if (search.length < EMPLOYEE_SEARCH_ANYWHERE_FROM) {
    return or(
      idStarts,
      sql`lower(${e.firstname}) like ${like}`,
      sql`lower(${e.lastname}) like ${like}`,
      sql`lower(${e.email}) like ${like}`,
    ) as SQL;
  }
  const anywhere = anywherePattern(search);
  // the trigram index narrows (one text over names and e-mail), the per-column match decides
  const text = sql`(${e.firstname} || ' ' || ${e.lastname} || ' ' || ${e.email}) ilike ${anywhere}
    and (${e.firstname} ilike ${anywhere} or ${e.lastname} ilike ${anywhere} or ${e.email} ilike ${anywhere}
         or (${e.firstname} || ' ' || ${e.lastname}) ilike ${anywhere})`;
  return or(idStarts, text) as SQL;
}

/** Where a person stands on `today`: JOINING after it, LEFT before it, ACTIVE otherwise (BEYOND §B9). */
function statusCondition(status: NonNullable<EmployeeListFilters['status']>, today: string): SQL {
  if (status === 'JOINING') return sql`${e.doj} > ${today}`;
  if (status === 'LEFT') return sql`${m.leavingDate} < ${today}`;
  return sql`${e.doj} <= ${today} and (${m.leavingDate} is null or ${m.leavingDate} >= ${today})`;
}

/** People with any of these roles; a person without an account is listed as an employee, so the filter keeps them there too. */
function roleCondition(roles: Role[]): SQL {
  if (!roles.includes('ROLE_EMPLOYEE')) return inArray(accounts.role, roles);
  const others = roles.filter((role) => role !== 'ROLE_EMPLOYEE');
  const employee = sql`coalesce(${accounts.role}, 'ROLE_EMPLOYEE') = 'ROLE_EMPLOYEE'`;
  return others.length > 0 ? (or(employee, inArray(accounts.role, others)) as SQL) : employee;
}

/** The rows the filters and search keep, in one organisation. `managerId` must already be the stored id. */
function listConditions(organizationId: string, request: FilteredListRequest): SQL {
  const { department, designation, managerId, role, status, search, today, extra } = request;
  const conditions: (SQL | undefined)[] = [
    eq(e.organizationId, organizationId),
    department ? eq(m.departmentId, department) : undefined,
    designation ? eq(m.designation, designation) : undefined,
    managerId ? eq(m.reportingManagerId, managerId) : undefined,
    role ? roleCondition(rolesOf({ role })) : undefined,
    status ? statusCondition(status, today) : undefined,
    search ? searchCondition(search) : undefined,
    ...extra.map((condition) => condition(e.employeeId)),
  ];
  return and(...conditions) as SQL;
}

/** The sort's keys, each served by an index on (organisation, keys…, id number, id); ties fall back to id order. */
function sortKeys(sort: EmployeeSort, reverse: boolean): SQL[] {
  const descending = sort.startsWith('-') !== reverse;
  const key = sort.replace('-', '');
  const columns: SQL[] =
    key === 'name' ? [sql`lower(${e.firstname})`, sql`lower(${e.lastname})`] : key === 'doj' ? [sql`${e.doj}`] : [];
  return [...columns, sql`${e.idNumber}`, sql`${e.employeeId}`].map((column) => (descending ? desc(column) : asc(column)));
}

/** How many people the filters and search keep, counted up to EMPLOYEE_FILTER_COUNT_CAP (`more` past it). */
export async function countFilteredEmployees(db: Executor, organizationId: string, request: FilteredListRequest) {
  const kept = db
    .select({ one: sql`1`.as('one') })
    .from(scopedPeople)
    .leftJoin(m, eq(m.employeeId, e.employeeId))
    .leftJoin(accounts, eq(accounts.employeeId, e.employeeId))
    .where(listConditions(organizationId, request))
    .limit(EMPLOYEE_FILTER_COUNT_CAP + 1)
    .as('kept');
  const [row] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(kept);
  const counted = row?.total ?? 0;
  return counted > EMPLOYEE_FILTER_COUNT_CAP ? { total: EMPLOYEE_FILTER_COUNT_CAP, more: true } : { total: counted, more: false };
}

/**
 * One page of the filtered, sorted list: the page's ids first (walking the sort's index, filtered as it
 * goes), then only those rows' details. `reverse` reads the order backwards (a page near the end) and the
 * answer is flipped back.
 */
export async function pageOfFilteredEmployees(
  db: Executor,
  organizationId: string,
  request: FilteredListRequest,
  slice: { reverse: boolean; offset: number; limit: number },
) {
  const page = db
    .select({ id: e.employeeId })
    .from(scopedPeople)
    .leftJoin(m, eq(m.employeeId, e.employeeId))
    .leftJoin(accounts, eq(accounts.employeeId, e.employeeId))
    .where(listConditions(organizationId, request))
    .orderBy(...sortKeys(request.sort, slice.reverse))
    .offset(slice.offset)
    .limit(slice.limit);
  const ids = (await page).map((row) => row.id);
  if (ids.length === 0) return [];
  const details = await db
    .select({
      employeeId: e.employeeId,
      firstname: e.firstname,
      lastname: e.lastname,
      email: e.email,
      userRole: accounts.role,
    })
    .from(e)
    .leftJoin(accounts, eq(accounts.employeeId, e.employeeId))
    .where(sql`${e.employeeId} in ${ids}`);
  const byId = new Map(details.map((row) => [row.employeeId, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return slice.reverse ? ordered.reverse() : ordered;
}

/**
 * A page of the list narrowed by filters or search, or reordered by a sort (BEYOND §B9), with its total.
 * A sort alone keeps the exact total (kept by a trigger) and pages near the end read the order backwards;
 * filters count up to EMPLOYEE_FILTER_COUNT_CAP.
 */
export async function listFilteredEmployees(db: Executor, organizationId: string, request: FilteredListRequest) {
  const { department, designation, managerId, role, status, search } = request;
  const window = { offset: request.offset, limit: request.limit };
  if (department || designation || managerId || role || status || search) {
    const { total, more } = await countFilteredEmployees(db, organizationId, request);
    const rows = await pageOfFilteredEmployees(db, organizationId, request, { reverse: false, ...window });
    return { rows, total, more };
  }
  const { total, more } = await countEmployees(db, organizationId);
  const slice = pageSlice(total, window);
  return { rows: slice ? await pageOfFilteredEmployees(db, organizationId, request, slice) : [], total, more };
}
