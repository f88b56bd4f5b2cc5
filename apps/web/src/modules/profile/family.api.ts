import type { FamilyMember, FamilyMemberRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export const familyKeys = {
  list: (employeeId: string) => ['profile', 'family', employeeId] as const,
};

/** GET familyDetails/{id}; a response that is not a list counts as "no details" (null). */
export function useFamily(employeeId: string) {
  return useQuery({
    queryKey: familyKeys.list(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: async () => {
      const data = await api.get<unknown>(`familyDetails/${employeeId}`);
      return Array.isArray(data) ? (data as FamilyMemberRecord[]) : null;
    },
  });
}

export function useFamilyMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: familyKeys.list(employeeId) });
    await client.invalidateQueries({ queryKey: ['employees'] });
  };
  const save = useMutation({
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: FamilyMember }) => {
      const body = { ...values, employeeId };
      return mode === 'create'
        ? api.post<FamilyMemberRecord>('familyDetails/createFamilyDetails', body, { query: { employeeId } })
        : api.patch<FamilyMemberRecord>('familyDetails/updateFamilyDetails', body);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (memberId: number) =>
      api.delete<{ message: string }>('familyDetails/delete', { query: { employeeId, memberId } }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Downloads GET familyDetails/export/{id} (an .xlsx) under the file name the server gives. */
export function downloadFamilySpreadsheet(employeeId: string): Promise<void> {
  return downloadFile(`familyDetails/export/${encodeURIComponent(employeeId)}`, {}, `family-details-${employeeId}.xlsx`);
}
