import type {
  AttendanceDay,
  AttendanceLockResult,
  AttendanceLockSummary,
  AttendanceUnlock,
  ClockRequest,
  ClockResult,
  RosterAssign,
  RosterCells,
  RosterPattern,
  RosterRow,
  Shift,
  ShiftUpsert,
  Site,
  SiteUpsert,
  TeamDays,
} from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiRequest } from '../../lib/api-client';

export const timeAttendanceKeys = {
  all: ['time-attendance'] as const,
  shifts: ['time-attendance', 'shifts'] as const,
  sites: ['time-attendance', 'sites'] as const,
  rosters: (from: string, to: string, department: string) => ['time-attendance', 'rosters', from, to, department] as const,
  days: (employeeId: string, from: string, to: string) => ['time-attendance', 'days', employeeId, from, to] as const,
  locks: ['time-attendance', 'locks'] as const,
  teamDays: (month: string, department: string, page: number, size: number) =>
    ['time-attendance', 'team-days', month, department, page, size] as const,
};

export function useShifts(enabled = true) {
  return useQuery({ queryKey: timeAttendanceKeys.shifts, enabled, queryFn: () => api.get<Shift[]>('attendance/shifts') });
}

export function useSites(enabled = true) {
  return useQuery({ queryKey: timeAttendanceKeys.sites, enabled, queryFn: () => api.get<Site[]>('attendance/sites') });
}

export function useSaveShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: ShiftUpsert }) =>
      apiRequest<Shift>('PUT', `attendance/shifts/${encodeURIComponent(code)}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: SiteUpsert }) =>
      apiRequest<Site>('PUT', `attendance/sites/${encodeURIComponent(code)}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useRosters(from: string, to: string, department: string) {
  return useQuery({
    queryKey: timeAttendanceKeys.rosters(from, to, department),
    queryFn: () => api.get<RosterRow[]>('attendance/rosters', { query: { from, to, department: department || undefined } }),
  });
}

export function useAssignRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterAssign) => api.post<{ assigned: number }>('attendance/rosters', body),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useRosterPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterPattern) => api.post<{ assigned: number }>('attendance/rosters/pattern', body),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useRosterCells() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterCells) => api.post<{ days: number }>('attendance/rosters/cells', body),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useAttendanceDays(employeeId: string, from: string, to: string) {
  return useQuery({
    queryKey: timeAttendanceKeys.days(employeeId, from, to),
    enabled: Boolean(employeeId && from && to),
    queryFn: () => api.get<AttendanceDay[]>('attendance/days', { query: { employeeId, from, to } }),
  });
}

/** The team calendar: a page of the caller's people with their month's days and totals (page from 0). */
export function useTeamDays(month: string, department: string, page: number, size: number) {
  return useQuery({
    queryKey: timeAttendanceKeys.teamDays(month, department, page, size),
    enabled: Boolean(month),
    placeholderData: (previous) => previous,
    queryFn: () =>
      api.get<TeamDays>('attendance/team-days', { query: { month, department: department || undefined, page, size } }),
  });
}

export function useLockMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.post<AttendanceLockResult>('attendance/lock', { month }),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

export function useMonthLocks() {
  return useQuery({ queryKey: timeAttendanceKeys.locks, queryFn: () => api.get<AttendanceLockSummary[]>('attendance/locks') });
}

export function useUnlockMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceUnlock) =>
      api.post<{ month: string; people: number; lopDays: number }>('attendance/unlock', body),
    onSuccess: () => client.invalidateQueries({ queryKey: timeAttendanceKeys.all }),
  });
}

const QUEUE_KEY = 'hrms.clockQueue';

/** Punches taken while offline, kept on the device until the server has them. */
export function queuedPunches(): ClockRequest[] {
  try {
    const stored = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function saveQueue(queue: ClockRequest[]) {
  localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

export function postClock(body: ClockRequest) {
  return api.post<ClockResult>('attendance/clock', body);
}

/** True when the request never reached the server (no answer at all), so it may be queued and sent later. */
export function isOffline(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || (error.status >= 502 && error.status <= 504);
}

export function queuePunch(punch: ClockRequest) {
  saveQueue([...queuedPunches(), punch]);
}

/**
 * Sends the queued punches in order. Each keeps its clientId, so one sent twice is stored once; a punch
 * the server refuses (too old, outside the fence) leaves the queue with its answer, while one that still
 * cannot reach the server stays for the next try.
 */
export async function flushQueuedPunches(): Promise<{ sent: number; refused: string[] }> {
  let sent = 0;
  const refused: string[] = [];
  for (const punch of queuedPunches()) {
    try {
      await postClock(punch);
      sent++;
    } catch (error) {
      if (isOffline(error)) break;
      refused.push(error instanceof Error ? error.message : String(error));
    }
    saveQueue(queuedPunches().filter((p) => p.clientId !== punch.clientId));
  }
  return { sent, refused };
}
