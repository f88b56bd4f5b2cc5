import type { NotificationFeed } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';

const key = ['notifications'] as const;

/** The feed's cache key in a language: one cached feed per language, all of them under `['notifications']`. */
export const notificationsQueryKey = (language: string) => [...key, language] as const;

/**
 * The caller's feed; refreshed every minute and when the window regains focus. The server writes each entry in
 * the language the screens ask for (Accept-Language), so another language reads the feed again.
 */
export function useNotifications(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: notificationsQueryKey(i18n.language),
    enabled,
    refetchInterval: 60_000,
    queryFn: () => api.get<NotificationFeed>('notifications'),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? api.patch('notifications/read-all', {}) : api.patch(`notifications/${id}/read`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
