import type { AddressKind, HomeAddress, LocationDetails, OfficeAddress } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const addressKeys = {
  location: (employeeId: string) => ['profile', 'location', employeeId] as const,
};

/** GET location/{id}: each section an object or null. */
export function useLocationDetails(employeeId: string) {
  return useQuery({
    queryKey: addressKeys.location(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<LocationDetails>(`location/${employeeId}`),
  });
}

/** The spec's paths, odd capitals kept (CreatePermanentAddress, Update…). */
const PATHS: Record<AddressKind, { create: string; update: string }> = {
  present: { create: 'location/createPresentAddress', update: 'location/UpdatePresentAddress' },
  permanent: { create: 'location/CreatePermanentAddress', update: 'location/UpdatePermanentAddress' },
  office: { create: 'location/createOfficeAddress', update: 'location/UpdateOfficeAddress' },
};

export type SaveAddress = { kind: AddressKind; mode: 'create' | 'update'; values: HomeAddress | OfficeAddress };

/** Creates a section the fetch showed as null, else updates it (spec 1 §4). */
export function useSaveAddress(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, mode, values }: SaveAddress) => {
      const body = { ...values, employeeId };
      return mode === 'create'
        ? api.post<unknown>(PATHS[kind].create, body, { query: { employeeId } })
        : api.patch<unknown>(PATHS[kind].update, body);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: addressKeys.location(employeeId) });
      await client.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
