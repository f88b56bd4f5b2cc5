import type { DashboardSummary, EmployeeProfile } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export function useOwnProfile(employeeId: string | undefined) {
  return useQuery({
    queryKey: ['employees', 'profile', employeeId],
    enabled: Boolean(employeeId),
    queryFn: () => api.get<EmployeeProfile>(`employee/getEmployeeProfile/${employeeId}`),
  });
}

export const dashboardKeys = { summary: ['dashboard', 'summary'] as const };

/** GET dashboard/summary: the live tiles (refreshed every minute while the dashboard is open). */
export function useDashboardSummary(enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.summary,
    enabled,
    refetchInterval: 60_000,
    queryFn: () => api.get<DashboardSummary>('dashboard/summary'),
  });
}

/** Hide or show one's own birthday and work anniversary. */
export function useHideCelebrations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => api.patch<{ hidden: boolean }>('dashboard/celebrations', { hidden }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.summary }),
  });
}
