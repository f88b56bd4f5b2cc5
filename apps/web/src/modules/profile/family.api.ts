import type { FamilyMember, FamilyMemberRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, refreshSession } from '../../lib/api-client';
import { readSession } from '../../lib/session';

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

function fetchExport(employeeId: string) {
  const session = readSession();
  const headers: Record<string, string> = session
    ? { Authorization: `Bearer ${session.token}`, organizationId: session.organizationId }
    : {};
  return fetch(`${API_BASE}/familyDetails/export/${encodeURIComponent(employeeId)}`, { headers, credentials: 'same-origin' });
}

/** Downloads GET familyDetails/export/{id} (an .xlsx) under the file name the server gives. */
export async function downloadFamilySpreadsheet(employeeId: string): Promise<void> {
  let res = await fetchExport(employeeId);
  if (res.status === 401 && (await refreshSession())) res = await fetchExport(employeeId);
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, (body as { message?: string } | null)?.message ?? '', body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `family-details-${employeeId}.xlsx`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
