import type { NationalId, NationalIdType, NationalIdView } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const nationalIdKeys = {
  list: (employeeId: string) => ['profile', 'nationalIds', employeeId] as const,
};

/** GET nationalID/getNationalID/{id}: oldest first. */
export function useNationalIds(employeeId: string) {
  return useQuery({
    queryKey: nationalIdKeys.list(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<NationalIdView[]>(`nationalID/getNationalID/${employeeId}`),
  });
}

export function useNationalIdMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: nationalIdKeys.list(employeeId) });
    await client.invalidateQueries({ queryKey: ['employees'] });
  };
  const save = useMutation({
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: NationalId }) => {
      const body = { ...values, employeeId };
      return mode === 'create'
        ? api.post<NationalIdView>('nationalID/createNationalID', body, { query: { employeeId } })
        : api.patch<NationalIdView>('nationalID/updateNationalID', body);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (type: NationalIdType) =>
      api.delete<{ message: string }>(`nationalID/delete/${employeeId}`, { query: { nationalIdType: type } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
