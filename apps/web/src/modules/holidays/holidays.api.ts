import type { Holiday, HolidayRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../lib/api-client';

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

/** Downloads GET holiday/calendar.ics, which calendar apps import. */
export const downloadHolidayCalendar = (): Promise<void> => apiDownload('holiday/calendar.ics', 'holidays.ics');
