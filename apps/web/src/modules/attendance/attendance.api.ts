import {
  APPROVAL_FETCH_SIZE,
  ATTENDANCE_REPORT_SCREEN_PAGE_SIZE,
  type AttendanceApprovalsResponse,
  type AttendanceCreate,
  type AttendanceCreated,
  type AttendanceDecisionResponse,
  type AttendanceRequest,
  type AttendanceRequestFilters,
  type AttendanceSelfResponse,
  type ReporteeAttendance,
} from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** Query keys of the attendance area. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  day: (employeeId: string, date: string) => ['attendance', 'day', employeeId, date] as const,
  reportees: (employeeId: string, date: string, page: number) => ['attendance', 'reportees', employeeId, date, page] as const,
  requests: (employeeId: string) => ['attendance', 'requests', employeeId] as const,
  pending: (employeeId: string) => ['attendance', 'pending', employeeId] as const,
  decided: (employeeId: string) => ['attendance', 'decided', employeeId] as const,
};

/** Spec 3 §7: request lists are read with employeeId, page=0 and size=40. */
const listQuery = (employeeId: string) => ({ employeeId, page: 0, size: APPROVAL_FETCH_SIZE });

/** GET attendance/self: the entry of one day, or {} when there is none. */
export function useAttendanceDay(employeeId: string, date: string) {
  return useQuery({
    queryKey: attendanceKeys.day(employeeId, date),
    enabled: Boolean(employeeId && date),
    queryFn: () => api.get<AttendanceSelfResponse>('attendance/self', { query: { employeeId, attendanceDate: date } }),
  });
}

/** GET attendance/reportees: one page (1-based) of the caller's reportees with that day's entries, and the total. */
export function useReporteesAttendance(employeeId: string, date: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: attendanceKeys.reportees(employeeId, date, page),
    enabled: enabled && Boolean(employeeId && date),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiPage<ReporteeAttendance>('attendance/reportees', {
        employeeId,
        attendanceDate: date,
        pageNumber: page - 1,
        size: ATTENDANCE_REPORT_SCREEN_PAGE_SIZE,
      }),
  });
}

/** POST attendance/create: the entry waits for approval; the tracker and lists refresh. */
export function useFileAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceCreate) => api.post<AttendanceCreated>('attendance/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export function useAttendanceRequests(employeeId: string) {
  return useQuery({
    queryKey: attendanceKeys.requests(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<AttendanceRequest[]>('attendance/requests', { query: listQuery(employeeId) }),
  });
}

/** Requests waiting for this approver; `enabled` is false for roles that make no call (spec 3 §6). */
export function useAttendancePending(employeeId: string, enabled: boolean, request?: number | null) {
  return useQuery({
    queryKey: [...attendanceKeys.pending(employeeId), request ?? null],
    enabled: enabled && Boolean(employeeId),
    queryFn: async () =>
      (
        await api.get<AttendanceApprovalsResponse>('attendance/approvals', {
          query: { ...listQuery(employeeId), request: request ?? undefined },
        })
      ).approvals,
  });
}

export function useAttendanceDecided(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: attendanceKeys.decided(employeeId),
    enabled: enabled && Boolean(employeeId),
    queryFn: () => api.get<AttendanceRequest[]>('attendance/updated', { query: listQuery(employeeId) }),
  });
}

export type Verdict = 'approve' | 'reject';
type Decision = { endpoint: 'manager' | 'hr'; verdict: Verdict; item: AttendanceRequest; comments: string };
const DECISION_PATH: Record<Verdict, string> = { approve: 'approval', reject: 'rejection' };

/** PATCH attendance/{manager|hr}/{approval|rejection} with the item plus comments; it leaves the pending list at once. */
export function useDecideAttendance(approverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, verdict, item, comments }: Decision) =>
      api.patch<AttendanceDecisionResponse>(`attendance/${endpoint}/${DECISION_PATH[verdict]}`, { ...item, comments }),
    onSuccess: async (_result, { item }) => {
      client.setQueriesData<AttendanceRequest[]>({ queryKey: attendanceKeys.pending(approverId) }, (rows) =>
        rows?.filter((row) => row.id !== item.id),
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: attendanceKeys.all }),
        client.invalidateQueries({ queryKey: ['approvals'] }),
        client.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}

/** DELETE attendance/cancel/{id}: the request leaves the own list at once. */
export function useCancelAttendance(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`attendance/cancel/${id}`),
    onSuccess: async (_result, id) => {
      client.setQueryData<AttendanceRequest[]>(attendanceKeys.requests(employeeId), (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      await client.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}

/** The tracker as shown (one person's day, or the reportees report) as an .xlsx. */
export function downloadTrackerExport(employeeId: string, date: string, view: 'self' | 'reportees') {
  return downloadFile('attendance/export', { employeeId, attendanceDate: date, view }, `attendance-${view}-${date}.xlsx`);
}

/** The approval screen's tables as an .xlsx, filtered like the pending table. */
export function downloadApprovalsExport(employeeId: string, filters: AttendanceRequestFilters) {
  return downloadFile(
    'attendance/approvals/export',
    {
      employeeId,
      filterEmployeeId: filters.employeeId,
      filterEmployeeName: filters.employeeName,
      filterType: filters.type,
      search: filters.search,
    },
    `attendance-approvals-${employeeId}.xlsx`,
  );
}
