import type { DashboardSummary, EmployeeProfile, OnboardingChecklist } from '@hrms/shared';
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

/** Under the documents' onboarding key, so a hand-in (which refreshes that key) refreshes the checklist too. */
export const onboardingChecklistKey = ['documents', 'onboarding', 'checklist'] as const;

/** GET documents/onboarding-checklist: the signed-in joiner's own checklist with its progress. */
export function useOnboardingChecklist(enabled: boolean) {
  return useQuery({
    queryKey: onboardingChecklistKey,
    enabled,
    queryFn: () => api.get<OnboardingChecklist>('documents/onboarding-checklist'),
  });
}

/** The joiner ticks off (or unticks) one of their first-day items; the answer is the new checklist. */
export function useTickFirstDayItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, done }: { itemId: string; done: boolean }) =>
      api.put<OnboardingChecklist>(`documents/onboarding-checklist/first-day/${itemId}`, { done }),
    onSuccess: (checklist) => client.setQueryData(onboardingChecklistKey, checklist),
  });
}
