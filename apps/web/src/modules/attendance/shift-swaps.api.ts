import type { ShiftSwap, ShiftSwapCreate, SwapPartner } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { approvalKeys } from '../approvals';
import { timeAttendanceKeys } from './time-attendance.api';

export type SwapView = 'mine' | 'awaiting' | 'team';

export const shiftSwapKeys = {
  all: ['shift-swaps'] as const,
  list: (view: SwapView) => ['shift-swaps', view] as const,
  partners: (date: string) => ['shift-swaps', 'partners', date] as const,
};

export function useShiftSwaps(view: SwapView, enabled = true) {
  return useQuery({
    queryKey: shiftSwapKeys.list(view),
    enabled,
    queryFn: () => api.get<ShiftSwap[]>('attendance/swaps', { query: { view } }),
  });
}

export function useSwapPartners(date: string) {
  return useQuery({
    queryKey: shiftSwapKeys.partners(date),
    enabled: Boolean(date),
    queryFn: () => api.get<SwapPartner[]>('attendance/swaps/partners', { query: { date } }),
  });
}

function useInvalidateSwaps() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: shiftSwapKeys.all }),
      client.invalidateQueries({ queryKey: approvalKeys.all }),
      client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
    ]);
}

export function useFileSwap() {
  const invalidate = useInvalidateSwaps();
  return useMutation({
    mutationFn: (body: ShiftSwapCreate) => api.post<ShiftSwap>('attendance/swaps', body),
    onSuccess: invalidate,
  });
}

export function useDecideSwap() {
  const invalidate = useInvalidateSwaps();
  return useMutation({
    mutationFn: ({ id, status, comments }: { id: number; status: 'APPROVED' | 'REJECTED'; comments: string }) =>
      api.patch<{ id: number; status: string; message: string }>(`attendance/swaps/${id}/decision`, { status, comments }),
    onSuccess: invalidate,
  });
}

/** The named teammate accepts (the swap goes for approval) or declines (it is closed). */
export function useAnswerSwap() {
  const invalidate = useInvalidateSwaps();
  return useMutation({
    mutationFn: ({ id, answer, comments }: { id: number; answer: 'accept' | 'decline'; comments: string }) =>
      api.post<{ id: number; status: string; message: string }>(`attendance/swaps/${id}/${answer}`, { comments }),
    onSuccess: invalidate,
  });
}

export function useCancelSwap() {
  const invalidate = useInvalidateSwaps();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number; status: string }>(`attendance/swaps/${id}/cancel`, {}),
    onSuccess: invalidate,
  });
}
