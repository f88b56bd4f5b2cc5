import type { Travel, TravelRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const travelKeys = {
  record: (employeeId: string) => ['profile', 'travel', employeeId] as const,
};

/** GET travel/{id}: the one passport record, or null when none has been added (the server answers an empty 200). */
export function useTravel(employeeId: string) {
  return useQuery({
    queryKey: travelKeys.record(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: async () => {
      const record = await api.get<TravelRecord | '' | null>(`travel/${employeeId}`);
      return record || null;
    },
  });
}

export function useTravelMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: travelKeys.record(employeeId) });
    await client.invalidateQueries({ queryKey: ['employees'] });
  };
  const save = useMutation({
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: Travel }) => {
      const body = { ...values, employeeId };
      return mode === 'create'
        ? api.post<TravelRecord>('travel/createTravel', body, { query: { employeeId } })
        : api.patch<TravelRecord>('travel/', body);
    },
    onSuccess: refresh,
  });
  return { save };
}
