import type { JobsOverview, ScheduleName } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const key = ['admin', 'jobs'] as const;

/** The organisation's schedules and the queues; refreshed every 10 s while open. */
export const useJobs = () =>
  useQuery({ queryKey: key, refetchInterval: 10_000, queryFn: () => api.get<JobsOverview>('admin/jobs') });

export function useRunSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: ScheduleName) => api.post<{ message: string }>(`admin/jobs/${name}/run`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useSwitchSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: ScheduleName; enabled: boolean }) =>
      api.patch<{ message: string }>(`admin/jobs/${name}`, { enabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
