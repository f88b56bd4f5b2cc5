import type { TimesheetProjectWeek, TimesheetWaitingWeek, TimesheetWeekSummary } from '@hrms/shared';
import { TIMESHEET_MESSAGES as M, TIMESHEET_WAITING_PAGE_SIZE } from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api-client';

/** Query keys of the timesheets area. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  week: (employeeId: string, from: string, to: string) => ['timesheets', 'week', employeeId, from, to] as const,
  attendance: (employeeId: string, from: string, to: string) => ['timesheets', 'attendance', employeeId, from, to] as const,
  leaves: (employeeId: string, from: string, to: string) => ['timesheets', 'leaves', employeeId, from, to] as const,
  submitted: (employeeId: string) => ['timesheets', 'submitted', employeeId] as const,
  month: (employeeId: string, month: number, year: number) => ['timesheets', 'month', employeeId, month, year] as const,
  waiting: (page: number) => ['timesheets', 'waiting', page] as const,
};

/** GET timesheets/waiting: one page of the weeks waiting for the caller's decision, across their people. */
export function useWaitingWeeks(page: number, enabled: boolean) {
  return useQuery({
    queryKey: timesheetKeys.waiting(page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => apiPage<TimesheetWaitingWeek>('timesheets/waiting', { page, size: TIMESHEET_WAITING_PAGE_SIZE }),
  });
}

export function useProjectWeek(employeeId: string, from: string, to: string) {
  return useQuery({
    queryKey: timesheetKeys.week(employeeId, from, to),
    queryFn: () =>
      api.get<TimesheetProjectWeek[]>('createTimeSheets/getTimeSheets', {
        query: { employeeId, startDate: from, endDate: to },
        fallback: M.readFailed,
      }),
  });
}

export function useWeekAttendance(employeeId: string, from: string, to: string) {
  return useQuery({
    queryKey: timesheetKeys.attendance(employeeId, from, to),
    queryFn: () =>
      api.get<{ attendanceDate: string; totalWorkingHours: string }[]>('createTimeSheets/getTimeSheetsAttendance', {
        query: { employeeId, startDate: from, endDate: to },
        fallback: M.readFailed,
      }),
  });
}

export function useWeekLeaves(employeeId: string, from: string, to: string) {
  return useQuery({
    queryKey: timesheetKeys.leaves(employeeId, from, to),
    queryFn: () =>
      api.get<{ leaveDate: string; leaveType: string }[]>('createTimeSheets/getTimesheetsLeaves', {
        query: { employeeId, fromDate: from, toDate: to },
        fallback: M.readFailed,
      }),
  });
}

/** The employee's submitted weeks, newest first (also the status list). */
export function useSubmittedWeeks(employeeId: string) {
  return useQuery({
    queryKey: timesheetKeys.submitted(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () =>
      api.get<TimesheetWeekSummary[]>(`timesheetapproval/approvals/${employeeId}`, {
        query: { page: 0, size: 100 },
        fallback: M.detailLoadFailed,
      }),
  });
}

export function useMonthWeeks(employeeId: string, month: number, year: number) {
  return useQuery({
    queryKey: timesheetKeys.month(employeeId, month, year),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get<TimesheetWeekSummary[]>(`timesheetapproval/${employeeId}`, { query: { month, year }, fallback: M.readFailed }),
  });
}

export type ProjectDaysInput = {
  employeeId: string;
  projectCode: string;
  projectName: string;
  days: { date: string; working_hours: number }[];
  mode: 'create' | 'update';
};

/** Saves each changed project row (create, or update for a rejected week) and optionally submits the week. */
export function useSaveWeek(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { rows: ProjectDaysInput[]; submit?: { fromDate: string; toDate: string } }) => {
      for (const row of input.rows) {
        const total = row.days.reduce((sum, d) => sum + Math.round(d.working_hours * 100), 0);
        const body = {
          employeeId: row.employeeId,
          projectCode: row.projectCode,
          projectName: row.projectName,
          days: row.days,
          ...(row.mode === 'create' ? { working_hours: (total / 100).toFixed(2) } : { workingHours: (total / 100).toFixed(2) }),
        };
        if (row.mode === 'create') await api.post('createTimeSheets/create', body);
        else await api.patch('createTimeSheets/update', body);
      }
      if (input.submit)
        await api.post('timesheetapproval/', {
          employeeId,
          fromDate: input.submit.fromDate,
          toDate: input.submit.toDate,
          totalHours: 0,
        });
    },
    onSettled: () => client.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

export type WeekDecision = { week: TimesheetWeekSummary; verdict: 'approve' | 'reject'; as: 'manager' | 'hr'; comments: string };

/** PATCH timesheetapproval/{manager|hr}{Approval|Reject}?timeSheetId&comments with body {status}. */
export function useDecideWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ week, verdict, as, comments }: WeekDecision) =>
      api.patch<{ status: string; message: string }>(
        `timesheetapproval/${as}${verdict === 'approve' ? 'Approval' : 'Reject'}`,
        { status: verdict === 'approve' ? 'Approved' : 'Rejected' },
        { query: { timeSheetId: week.id, comments } },
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: timesheetKeys.all }),
        // the hub's counts, the team list's waiting weeks and the bell's request states
        client.invalidateQueries({ queryKey: ['approvals'] }),
        client.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
