import type { EmployeeProfile } from '@hrms/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export function useOwnProfile(employeeId: string | undefined) {
  return useQuery({
    queryKey: ['employees', 'profile', employeeId],
    enabled: Boolean(employeeId),
    queryFn: () => api.get<EmployeeProfile>(`employee/getEmployeeProfile/${employeeId}`),
  });
}
