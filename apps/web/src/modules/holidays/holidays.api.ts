import type { Holiday, HolidayRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, refreshSession } from '../../lib/api-client';
import { readSession } from '../../lib/session';

export const holidayKeys = { list: ['holidays', 'list'] as const, feedLink: ['holidays', 'feed-link'] as const };

/** The organisation's holidays by date. */
export function useHolidays() {
  return useQuery({ queryKey: holidayKeys.list, queryFn: () => api.get<HolidayRecord[]>('holiday/getHoliday') });
}

/** The subscription address of the holiday feed, read when the dialog opens. */
export function useHolidayFeedLink(enabled: boolean) {
  return useQuery({
    queryKey: holidayKeys.feedLink,
    enabled,
    queryFn: () => api.get<{ url: string }>('holiday/calendarLink'),
  });
}

/** Add (admin, HR), edit and delete (admin); each refreshes the list. */
export function useHolidayMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: holidayKeys.list });
  return {
    save: useMutation({
      mutationFn: ({ mode, values, holidayId }: { mode: 'create' | 'update'; values: Holiday; holidayId?: number }) =>
        mode === 'create'
          ? api.post<HolidayRecord>('holiday/', { ...values, holidayId: '' })
          : api.patch<HolidayRecord>('holiday/', { ...values, holidayId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (holidayId: number) => api.delete<{ message: string }>(`holiday/${holidayId}`),
      onSuccess: refresh,
    }),
  };
}

function fetchCalendar() {
  const session = readSession();
  const headers: Record<string, string> = session
    ? { Authorization: `Bearer ${session.token}`, organizationId: session.organizationId }
    : {};
  return fetch(`${API_BASE}/holiday/calendar.ics`, { headers, credentials: 'same-origin' });
}

/** Downloads GET holiday/calendar.ics, which calendar apps import. */
export async function downloadHolidayCalendar(): Promise<void> {
  let res = await fetchCalendar();
  if (res.status === 401 && (await refreshSession())) res = await fetchCalendar();
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, (body as { message?: string } | null)?.message ?? '', body);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'holidays.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
