import type { SsoSettings, SsoSettingsUpdate } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const ssoKeys = { settings: ['sso', 'settings'] as const };

export const useSsoSettings = () =>
  useQuery({ queryKey: ssoKeys.settings, queryFn: () => api.get<SsoSettings>('organization/sso') });

export function useSaveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsUpdate) => api.patch<SsoSettings>('organization/sso', body),
    onSuccess: (saved) => client.setQueryData(ssoKeys.settings, saved),
  });
}
