import type { NotificationFeed } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const key = ['notifications'] as const;

/** The caller's feed; refreshed every minute and when the window regains focus. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    enabled,
    refetchInterval: 60_000,
    queryFn: () => api.get<NotificationFeed>('notifications'),
  });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? api.patch('notifications/read-all', {}) : api.patch(`notifications/${id}/read`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
