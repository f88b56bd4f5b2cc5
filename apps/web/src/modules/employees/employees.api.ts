import {
  EMPLOYEE_LIST_PAGE_SIZE,
  type EmployeeCreated,
  type EmployeeCreateInput,
  type EmployeeListFilters,
  type EmployeeListItem,
  type EmployeeSort,
  type Role,
  type UpdateRoleInput,
} from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiPage } from '../../lib/api-client';

/** Query keys of the employee list (admin); kept apart from the profile area's keys. */
export const employeeListKeys = {
  all: ['employees', 'list'] as const,
  page: (page: number, search: string, view?: EmployeeListView) => ['employees', 'list', page, search, view ?? {}] as const,
  lookup: (search: string, roles: readonly Role[]) => ['employees', 'list', 'lookup', search, roles] as const,
};

/** How the admin narrows and orders the list (BEYOND §B9); empty fields are left out of the query. */
export type EmployeeListView = Omit<EmployeeListFilters, 'customField' | 'role'> & {
  role?: Role;
  /** One custom field filter, `<key>:<value>`. */
  customField?: string;
  sort?: EmployeeSort;
  size?: number;
};

/** One page (0-based) of the organisation's employees, searched, filtered and sorted on the server; `total` comes from X-Total-Count. */
export function useEmployeeList(page: number, search: string, view: EmployeeListView = {}) {
  return useQuery({
    queryKey: employeeListKeys.page(page, search, view),
    queryFn: () =>
      apiPage<EmployeeListItem>('employee/getAll', {
        ...view,
        pageNumber: page,
        size: view.size ?? EMPLOYEE_LIST_PAGE_SIZE,
        search: search || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A few employees matching `search` (with any of `roles`, when given), for picking a person in a dialog. */
export function useEmployeeLookup(search: string, enabled: boolean, roles: readonly Role[] = []) {
  return useQuery({
    queryKey: employeeListKeys.lookup(search, roles),
    enabled,
    queryFn: () =>
      apiPage<EmployeeListItem>('employee/getAll', {
        pageNumber: 0,
        size: 8,
        search: search || undefined,
        role: roles.length > 0 ? roles : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeCreateInput) => api.post<EmployeeCreated>('employee/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeListKeys.all }),
  });
}

/** PATCH authentication/updateAuthenticationRole, then the list is fetched again (API.md §4.1). */
export function useAssignRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoleInput) => api.patch<{ message: string }>('authentication/updateAuthenticationRole', body),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeListKeys.all }),
  });
}

/** The organisation's employees (matching the list's search) as .xlsx with the import template's columns. */
export const exportEmployees = (search: string) =>
  apiDownload(`employee/export?format=xlsx${search ? `&search=${encodeURIComponent(search)}` : ''}`, 'employees.xlsx');
