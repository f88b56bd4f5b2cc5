import type { CurrentEmployment, CurrentEmploymentRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const currentEmploymentKeys = {
  record: (employeeId: string) => ['profile', 'currentEmployment', employeeId] as const,
  managerIds: ['profile', 'currentEmployment', 'managerIds'] as const,
  hrIds: ['profile', 'currentEmployment', 'hrIds'] as const,
  departmentIds: ['profile', 'currentEmployment', 'departmentIds'] as const,
  designations: ['profile', 'currentEmployment', 'designations'] as const,
  employeeName: (employeeId: string) => ['profile', 'employeeName', employeeId] as const,
  departmentName: (departmentId: string) => ['profile', 'departmentName', departmentId] as const,
};

/** GET currentexperience/{id}: designation "" (or 'null') means nothing is recorded yet. */
export function useCurrentEmployment(employeeId: string) {
  return useQuery({
    queryKey: currentEmploymentKeys.record(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<CurrentEmploymentRecord>(`currentexperience/${employeeId}`),
  });
}

const idList = (path: string) => () => api.get<string[]>(path);

/** The choices of the add/edit form, loaded only while it is open. */
export function useCurrentEmploymentChoices(enabled: boolean) {
  const managerIds = useQuery({
    queryKey: currentEmploymentKeys.managerIds,
    enabled,
    queryFn: idList('currentexperience/getUserRoleManager'),
  });
  const hrIds = useQuery({ queryKey: currentEmploymentKeys.hrIds, enabled, queryFn: idList('currentexperience/getUserRoleHr') });
  const departmentIds = useQuery({
    queryKey: currentEmploymentKeys.departmentIds,
    enabled,
    queryFn: idList('department/getAllDepartmentIds'),
  });
  const designations = useQuery({
    queryKey: currentEmploymentKeys.designations,
    enabled,
    queryFn: async () => (await api.get<{ designation: string }[]>('designations/getAllDesignations')).map((d) => d.designation),
  });
  return { managerIds, hrIds, departmentIds, designations };
}

/** GET employee/getEmployeeName/{id} (plain string); "" when the id is empty. */
export function useEmployeeName(employeeId: string | null | undefined) {
  return useQuery({
    queryKey: currentEmploymentKeys.employeeName(employeeId ?? ''),
    enabled: Boolean(employeeId),
    retry: false,
    staleTime: 60_000,
    queryFn: () => api.get<string>(`employee/getEmployeeName/${encodeURIComponent(employeeId ?? '')}`),
  });
}

/** GET department/getDepartmentName/{id} (plain string). */
export function useDepartmentName(departmentId: string | null | undefined) {
  return useQuery({
    queryKey: currentEmploymentKeys.departmentName(departmentId ?? ''),
    enabled: Boolean(departmentId),
    retry: false,
    staleTime: 60_000,
    queryFn: () => api.get<string>(`department/getDepartmentName/${encodeURIComponent(departmentId ?? '')}`),
  });
}

/** POST createCurrentEmployement?employeeId= (create mode) or PATCH updateCurrentEmployement. */
export function useSaveCurrentEmployment(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: CurrentEmployment }) =>
      mode === 'create'
        ? api.post<CurrentEmploymentRecord>('currentexperience/createCurrentEmployement', values, { query: { employeeId } })
        : api.patch<CurrentEmploymentRecord>('currentexperience/updateCurrentEmployement', values),
    onSuccess: async (record) => {
      client.setQueryData(currentEmploymentKeys.record(employeeId), record);
      // The dashboard cards and team lists show the designation and reporting lines.
      await client.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
