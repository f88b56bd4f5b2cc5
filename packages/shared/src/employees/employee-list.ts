import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { ROLES, type Role } from '../roles';

/** Where a person stands today (the organisation's time zone): joining after today, left before today, or neither. */
export const EMPLOYEE_STATUSES = ['ACTIVE', 'JOINING', 'LEFT'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_SORT_KEYS = ['employeeId', 'name', 'doj'] as const;
export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];
/** `name` sorts by first name, then last name; a leading `-` sorts descending. */
export const EMPLOYEE_SORTS = EMPLOYEE_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

/** Page sizes the employee list offers. */
export const EMPLOYEE_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * A filtered or sorted list counts its rows up to this many; past it the list says "more than", as a
 * search does. An exact count of a broad filter (everyone active) reads every row on every page.
 */
export const EMPLOYEE_FILTER_COUNT_CAP = 1000;

const filterText = z.string().trim().min(1).max(100).optional();
const customFieldFilter = z.string().trim().min(3).max(150);

/** GET employee/getAll (BEYOND §B9): paging and search, plus filters and a sort that all combine. */
export const employeeListQuerySchema = pageQuerySchema.extend({
  department: filterText,
  designation: filterText,
  managerId: z.string().trim().min(1).max(50).optional(),
  /** One role, or several (`role=A&role=B`: people with any of them, as a person picker offers managers). */
  role: z.union([z.enum(ROLES), z.array(z.enum(ROLES)).min(1).max(ROLES.length)]).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  sort: z.enum(EMPLOYEE_SORTS).optional(),
  /** `<key>:<value>` of a custom field (BEYOND §B8), repeatable; text matches whole, ignoring case. */
  customField: z.union([customFieldFilter, z.array(customFieldFilter).max(10)]).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** The list's filters, as the query names them. */
export type EmployeeListFilters = Pick<
  EmployeeListQuery,
  'department' | 'designation' | 'managerId' | 'role' | 'status' | 'customField'
>;

/** The custom field filters of a query as a list (the query holds one or an array). */
export const customFieldFiltersOf = (query: Pick<EmployeeListQuery, 'customField'>): string[] =>
  query.customField === undefined ? [] : Array.isArray(query.customField) ? query.customField : [query.customField];

/** The role filter of a query as a list (the query holds one or an array). */
export const rolesOf = (query: Pick<EmployeeListQuery, 'role'>): Role[] =>
  query.role === undefined ? [] : Array.isArray(query.role) ? query.role : [query.role];

/** Whether the query asks for more than the plain list or search in id order. */
export function narrowsOrReorders(query: EmployeeListQuery): boolean {
  const { department, designation, managerId, role, status, sort, customField } = query;
  return Boolean(
    department ||
      designation ||
      managerId ||
      role ||
      status ||
      customFieldFiltersOf({ customField }).length > 0 ||
      (sort && sort !== 'employeeId'),
  );
}
