import { addDays, parseIsoDate, todayIso } from '../common';
import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_TYPE_LABELS,
  ATTENDANCE_WINDOW_DAYS,
  ATTENDANCE_MESSAGES as M,
} from './attendance.constants';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an HH:mm time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  if (!TIME_OF_DAY.test(time)) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes worked from inTime to outTime (same day), or null when either is missing or out is not after in. */
export function workingMinutes(inTime: string, outTime: string): number | null {
  const start = minutesOfDay(inTime);
  const end = minutesOfDay(outTime);
  if (start === null || end === null || end <= start) return null;
  return end - start;
}

/** Spec 2 §3: total working hours as text like '8h 30m'. */
export function formatWorkingHours(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** The dates the Add Attendance modal offers: from 7 days ago to yesterday (spec 2 §5, §9). */
export function attendanceDateWindow(today: string = todayIso()): { min: string; max: string } {
  return { min: addDays(today, -ATTENDANCE_WINDOW_DAYS), max: addDays(today, -1) };
}

/** Why a date cannot carry an attendance entry, or null when it can (not today or later, not older than 7 days). */
export function attendanceDateProblem(date: string, today: string = todayIso()): string | null {
  if (!date) return M.dateRequired;
  if (!parseIsoDate(date)) return M.dateInvalid;
  const { min, max } = attendanceDateWindow(today);
  if (date > max) return M.dateNotPast;
  if (date < min) return M.dateTooOld;
  return null;
}

export function attendanceTypeLabel(type: string): string {
  return (ATTENDANCE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export function attendanceStatusLabel(status: string): string {
  return (ATTENDANCE_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

type FilterableRequest = {
  employeeId: string;
  employeeName: string;
  type: string;
  attendanceDate: string;
  inTime: string;
  outTime: string;
  status: string;
  comments: string;
};

export type AttendanceRequestFilters = {
  employeeId?: string | null;
  employeeName?: string | null;
  type?: string | null;
  search?: string | null;
};

/** The approval tables' dropdown filters (exact) and search box (any column, case-insensitive; spec 3 §2.4). */
export function filterAttendanceRequests<T extends FilterableRequest>(
  rows: readonly T[],
  filters: AttendanceRequestFilters,
): T[] {
  const search = filters.search?.trim().toLowerCase() ?? '';
  return rows.filter((row) => {
    if (filters.employeeId && row.employeeId !== filters.employeeId) return false;
    if (filters.employeeName && row.employeeName !== filters.employeeName) return false;
    if (filters.type && row.type !== filters.type) return false;
    if (!search) return true;
    return [
      row.employeeId,
      row.employeeName,
      row.type,
      attendanceTypeLabel(row.type),
      row.attendanceDate,
      row.inTime,
      row.outTime,
      row.status,
      attendanceStatusLabel(row.status),
      row.comments,
    ].some((value) => value.toLowerCase().includes(search));
  });
}

/** The spreadsheet's file name: attendance-<what>-<employeeId>[-<date>].xlsx. */
export function attendanceExportFileName(what: string, employeeId: string, date?: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9-]/g, '');
  return `attendance-${safe(what)}-${safe(employeeId)}${date ? `-${safe(date)}` : ''}.xlsx`;
}
