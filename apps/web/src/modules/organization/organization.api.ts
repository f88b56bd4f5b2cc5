import type {
  ApprovalSettings,
  DateFormat,
  DateSettingsView,
  Department,
  DepartmentView,
  Designation,
  EmployeeListItem,
  LeaveSettings,
  Organization,
  OrganizationView,
} from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../i18n';
import { ApiError, api } from '../../lib/api-client';
import { dateSettingsKey } from '../../lib/use-date-format';

export const organizationKeys = {
  settings: (organizationId: string) => ['organization', 'settings', organizationId] as const,
  departments: ['organization', 'departments'] as const,
  designations: ['organization', 'designations'] as const,
  employeeOptions: ['organization', 'employee-options'] as const,
};

/** The organisation's settings, or null while they have never been saved (404 → create mode). */
export function useOrganizationSettings(organizationId: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.settings(organizationId ?? ''),
    enabled: Boolean(organizationId),
    retry: false,
    queryFn: async () => {
      try {
        // the spec's path has no slash before the id (contract 4.5)
        return await api.get<OrganizationView>(`organization/getOrganization${organizationId}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** First save (POST create) or later saves (PATCH update); the answer becomes the cached settings. */
export function useSaveOrganization(organizationId: string, mode: 'create' | 'update') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Organization) =>
      mode === 'create'
        ? api.post<OrganizationView>('organization/create', { ...body, organizationId: null })
        : api.patch<OrganizationView>('organization/update', { ...body, organizationId }),
    onSuccess: (saved) => client.setQueryData(organizationKeys.settings(organizationId), saved),
  });
}

export function useDesignations() {
  return useQuery({
    queryKey: organizationKeys.designations,
    queryFn: () => api.get<{ designation: string }[]>('designations/getAllDesignations'),
  });
}

export function useAddDesignation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Designation) => api.post<{ designation: string; message: string }>('designations/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.designations }),
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: organizationKeys.departments,
    queryFn: () => api.get<DepartmentView[]>('department/getAllDepartments'),
  });
}

/** Add, update and delete a department; each refreshes the list. */
export function useDepartmentMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: organizationKeys.departments });
  return {
    create: useMutation({
      mutationFn: (body: Department) => api.post<DepartmentView>('department/create', body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: Department) => api.patch<DepartmentView>('department/update', body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (departmentId: string) =>
        api.delete<{ message: string }>(`department/deleteDepartment/${encodeURIComponent(departmentId)}`),
      onSuccess: refresh,
    }),
  };
}

/** Employees to pick a department head from (admin only; the list is capped at 500 by the server). */
export function useEmployeeOptions() {
  return useQuery({
    queryKey: organizationKeys.employeeOptions,
    staleTime: 60_000,
    queryFn: () => api.get<EmployeeListItem[]>('employee/getAll', { query: { pageNumber: 0, size: 500 } }),
  });
}

/** The toast for a failed call: the spec's sentence, followed by the server's own detail when it has one. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const detail = error.message.trim();
  // each part in the user's language when the catalogue has it (the pair as one text never matches a key)
  return detail && detail !== fallback ? `${translateMessage(fallback)} ${translateMessage(detail)}` : fallback;
}

/** The admin's choice of date format (null: the country's default); every screen's dates follow it. */
export function useSaveDateFormat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dateFormat: DateFormat | null) => api.patch<DateSettingsView>('organization/dateFormat', { dateFormat }),
    onSuccess: () => client.invalidateQueries({ queryKey: dateSettingsKey }),
  });
}

export const workflowSettingsKeys = {
  approval: ['organization', 'approval-settings'] as const,
  leave: ['organization', 'leave-settings'] as const,
};

/** Whether approving needs a comment in the caller's organisation (BEYOND §B9); the spec's rule until read. */
export function useApprovalSettings() {
  return useQuery({
    queryKey: workflowSettingsKeys.approval,
    staleTime: 60_000,
    queryFn: () => api.get<ApprovalSettings>('organization/approvalSettings'),
  });
}

export function useSaveApprovalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalSettings) => api.patch<ApprovalSettings>('organization/approvalSettings', body),
    onSuccess: (saved) => client.setQueryData(workflowSettingsKeys.approval, saved),
  });
}

/** Whether leave counts working days in the caller's organisation (BEYOND §B9); calendar days (the spec) until read. */
export function useLeaveSettings() {
  return useQuery({
    queryKey: workflowSettingsKeys.leave,
    staleTime: 60_000,
    queryFn: () => api.get<LeaveSettings>('organization/leaveSettings'),
  });
}

export function useSaveLeaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveSettings) => api.patch<LeaveSettings>('organization/leaveSettings', body),
    onSuccess: (saved) => client.setQueryData(workflowSettingsKeys.leave, saved),
  });
}
