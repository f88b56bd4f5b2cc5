import type { Asset, AssetBody, AssetDetail } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const assetKeys = {
  all: ['assets'] as const,
  list: (filter: { employeeId?: string; q?: string }) => ['assets', 'list', filter] as const,
  one: (tag: string) => ['assets', 'one', tag] as const,
};

export const useAssets = (filter: { employeeId?: string; q?: string }, enabled = true) =>
  useQuery({
    queryKey: assetKeys.list(filter),
    queryFn: () => api.get<Asset[]>('assets', { query: filter }),
    enabled,
  });

export const useAsset = (tag: string | null) =>
  useQuery({
    queryKey: assetKeys.one(tag ?? ''),
    queryFn: () => api.get<AssetDetail>(`assets/${encodeURIComponent(tag ?? '')}`),
    enabled: Boolean(tag),
  });

export function useSaveAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, body }: { tag: string; body: AssetBody }) =>
      api.put<AssetDetail>(`assets/${encodeURIComponent(tag)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

export function useAssignAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, employeeId }: { tag: string; employeeId: string | null }) =>
      employeeId
        ? api.post<AssetDetail>(`assets/${encodeURIComponent(tag)}/assign`, { employeeId })
        : api.post<AssetDetail>(`assets/${encodeURIComponent(tag)}/return`),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
