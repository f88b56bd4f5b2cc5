import {
  type EmployeeProfile,
  type IdCard,
  type PersonalDetails,
  type ProfileDashboard,
  type Reportee,
  TEAM_LIST_PAGE_SIZE,
  type TeamLine,
  teamListPath,
} from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api-client';

/** Query keys of the profile area; 'profile' is shared with the home dashboard's greeting. */
export const employeeProfileKeys = {
  all: ['employees'] as const,
  profile: (employeeId: string) => ['employees', 'profile', employeeId] as const,
  dashboard: (employeeId: string) => ['employees', 'profileDashboard', employeeId] as const,
  idCard: (employeeId: string) => ['employees', 'idCard', employeeId] as const,
  team: (line: TeamLine, leaderId: string, page: number, search: string) =>
    ['employees', 'team', line, leaderId, page, search] as const,
};

export function useProfileDashboard(employeeId: string | undefined) {
  return useQuery({
    queryKey: employeeProfileKeys.dashboard(employeeId ?? ''),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<ProfileDashboard>(`employee/getProfileDashboard/${employeeId}`),
  });
}

export function useEmployeeProfile(employeeId: string | undefined) {
  return useQuery({
    queryKey: employeeProfileKeys.profile(employeeId ?? ''),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<EmployeeProfile>(`employee/getEmployeeProfile/${employeeId}`),
  });
}

export type UpdateResult = Partial<EmployeeProfile> & { message?: string; requests?: number };

/** PATCH employee/update: admins change the record; an employee's own change is filed as requests. */
export function useUpdatePersonalDetails(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: PersonalDetails) => api.patch<UpdateResult>('employee/update', { employeeId, ...details }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeProfileKeys.all }),
  });
}

export function useIdCard(employeeId: string | undefined) {
  return useQuery({
    queryKey: employeeProfileKeys.idCard(employeeId ?? ''),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<IdCard>('employee/getIdCard', { query: { employeeId } }),
  });
}

/** One server-side page (10 rows) of a leader's reportees. */
export function useTeamList(line: TeamLine, leaderId: string | undefined, page: number, search: string) {
  return useQuery({
    queryKey: employeeProfileKeys.team(line, leaderId ?? '', page, search),
    enabled: Boolean(leaderId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiPage<Reportee>(teamListPath(line, leaderId ?? ''), {
        pageNumber: page,
        size: TEAM_LIST_PAGE_SIZE,
        search: search || undefined,
      }),
  });
}
