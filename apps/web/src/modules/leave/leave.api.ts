import {
  APPROVAL_FETCH_SIZE,
  type ApplyLeave,
  type LeaveBalance,
  type LeaveLedger,
  type LeaveRequestRow,
  type LeaveType,
  type LeaveTypeRecord,
  type LeaveTypeValues,
  type WhosOutRow,
  type WorkingCalendar,
} from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export const leaveKeys = {
  all: ['leave'] as const,
  types: ['leave', 'types'] as const,
  available: ['leave', 'available'] as const,
  balance: (employeeId: string) => ['leave', 'balance', employeeId] as const,
  ledger: (employeeId: string, leaveType: string) => ['leave', 'ledger', employeeId, leaveType] as const,
  requests: (employeeId: string) => ['leave', 'requests', employeeId] as const,
  pending: (employeeId: string) => ['leave', 'pending', employeeId] as const,
  decided: (employeeId: string) => ['leave', 'decided', employeeId] as const,
  workingCalendar: (from: string, to: string) => ['leave', 'working-calendar', from, to] as const,
};

const listQuery = (employeeId: string) => ({ employeeId, page: 0, size: APPROVAL_FETCH_SIZE });

// ---------------------------------------------------------------- leave types
export const useLeaveTypes = () =>
  useQuery({ queryKey: leaveKeys.types, queryFn: () => api.get<LeaveTypeRecord[]>('leaves/getLeaves') });

export const useAvailableLeaveTypes = () =>
  useQuery({ queryKey: leaveKeys.available, queryFn: () => api.get<LeaveType[]>('leaves/getAvailableLeaveTypes') });

export function useSaveLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, values, id }: { mode: 'create' | 'update'; values: LeaveTypeValues; id?: number }) =>
      mode === 'create'
        ? api.post<LeaveTypeRecord>('leaves/create', values)
        : api.patch<LeaveTypeRecord>('leaves/updateLeave', { ...values, id }),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useDeleteLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leaveType: LeaveType) => api.delete(`leaves/${leaveType}`),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

// ---------------------------------------------------------------- applying, balances
export function useApplyLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ApplyLeave) => api.post<LeaveRequestRow & { message: string }>('leave/create', values),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export const useLeaveBalance = (employeeId: string) =>
  useQuery({
    queryKey: leaveKeys.balance(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<LeaveBalance[]>(`getleavebalance/${encodeURIComponent(employeeId)}`),
  });

export const useLeaveLedger = (employeeId: string, leaveType: string | null) =>
  useQuery({
    queryKey: leaveKeys.ledger(employeeId, leaveType ?? ''),
    enabled: Boolean(employeeId && leaveType),
    queryFn: () => api.get<LeaveLedger>('leave/ledger', { query: { employeeId, leaveType: leaveType ?? '' } }),
  });

// ---------------------------------------------------------------- lists and decisions
export const useLeaveRequests = (employeeId: string) =>
  useQuery({
    queryKey: leaveKeys.requests(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<LeaveRequestRow[]>('leave/requests', { query: listQuery(employeeId) }),
  });

/** `request`: a notification's request — the server answers the 40 that hold it. */
export const useLeavePending = (employeeId: string, enabled: boolean, request?: number | null) =>
  useQuery({
    queryKey: [...leaveKeys.pending(employeeId), request ?? null],
    enabled: enabled && Boolean(employeeId),
    queryFn: async () =>
      (
        await api.get<{ approvals: LeaveRequestRow[] }>('leave/approvals', {
          query: { ...listQuery(employeeId), request: request ?? undefined },
        })
      ).approvals,
  });

export const useLeaveDecided = (employeeId: string, enabled: boolean) =>
  useQuery({
    queryKey: leaveKeys.decided(employeeId),
    enabled: enabled && Boolean(employeeId),
    queryFn: () => api.get<LeaveRequestRow[]>('leave/updated', { query: listQuery(employeeId) }),
  });

type Decision = { endpoint: 'manager' | 'hr'; verdict: 'approve' | 'reject'; item: LeaveRequestRow; comments: string };

/** PATCH leave/{manager|hr}/{approve|reject} with the row plus comments; the row leaves the pending list at once. */
export function useDecideLeave(approverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, verdict, item, comments }: Decision) =>
      api.patch<LeaveRequestRow & { message: string }>(`leave/${endpoint}/${verdict}`, { ...item, comments }),
    onSuccess: async (_r, { item }) => {
      client.setQueriesData<LeaveRequestRow[]>({ queryKey: leaveKeys.pending(approverId) }, (rows) =>
        rows?.filter((r) => r.id !== item.id),
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: leaveKeys.all }),
        client.invalidateQueries({ queryKey: ['approvals'] }),
        client.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}

export function useCancelLeave(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>('leave/cancel', { query: { leaveRequestId: id } }),
    onSuccess: async (_r, id) => {
      client.setQueryData<LeaveRequestRow[]>(leaveKeys.requests(employeeId), (rows) => rows?.filter((r) => r.id !== id));
      await client.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

// ---------------------------------------------------------------- who's out
/** Approved leave overlapping the range (GET reports/whos-out); `teamOf`: that person's team. */
/** Who's out for the range as .xlsx (the same rows and scope as the calendar). */
export const downloadWhosOut = (range: { from: string; to: string }) =>
  downloadFile('reports/whos-out', { ...range, format: 'xlsx' }, 'whos-out.xlsx');

export const useWhosOut = (range: { from: string; to: string; teamOf?: string }, enabled = true) =>
  useQuery({
    queryKey: ['leave', 'whos-out', range.from, range.to, range.teamOf ?? ''] as const,
    enabled,
    queryFn: () => api.get<WhosOutRow[]>('reports/whos-out', { query: range }),
  });

/** The caller's working-day calendar between two dates (BEYOND §B9), for the apply form's duration. */
export function useWorkingCalendar(from: string, to: string) {
  return useQuery({
    queryKey: leaveKeys.workingCalendar(from, to),
    enabled: Boolean(from && to && from <= to),
    staleTime: 60_000,
    queryFn: () =>
      api.get<WorkingCalendar>(`leave/workingCalendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  });
}
