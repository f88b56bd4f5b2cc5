import type { PtSlabsBody, PtSlabsRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import { structureKeys } from './payroll-structures.api';

/** GET payroll/pt-slabs (admin, HR): every state's slabs, the organisation's own or the product's defaults. */
export function usePtSlabs() {
  return useQuery({
    queryKey: [...structureKeys.ptStates, 'slabs'] as const,
    queryFn: () => api.get<PtSlabsRecord[]>('payroll/pt-slabs'),
  });
}

/** PUT payroll/pt-slabs/{state} (admin): the state's slabs replace the defaults for the organisation. */
export function useSavePtSlabs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ state, slabs }: PtSlabsBody & { state: string }) =>
      apiRequest<PtSlabsRecord>('PUT', `payroll/pt-slabs/${encodeURIComponent(state)}`, { body: { slabs } }),
    onSuccess: () => client.invalidateQueries({ queryKey: structureKeys.ptStates }),
  });
}
