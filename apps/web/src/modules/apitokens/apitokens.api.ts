import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const apiTokenKeys = { list: ['apitokens', 'list'] as const };

export const useApiTokens = () =>
  useQuery({ queryKey: apiTokenKeys.list, queryFn: () => api.get<ApiToken[]>('admin/api-tokens') });

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => api.post<ApiTokenCreated>('admin/api-tokens', body),
    onSuccess: () => client.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`admin/api-tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}
