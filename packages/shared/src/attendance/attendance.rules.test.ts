import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../common';
import { ATTENDANCE_MESSAGES as M } from './attendance.constants';
import {
  attendanceDateProblem,
  attendanceDateWindow,
  filterAttendanceRequests,
  formatWorkingHours,
  workingMinutes,
} from './attendance.rules';
import { attendanceCreateSchema, attendanceFormSchema } from './attendance.schemas';

describe('working hours', () => {
  it('counts the minutes from in to out and writes them like 8h 30m', () => {
    expect(workingMinutes('09:00', '17:30')).toBe(510);
    expect(formatWorkingHours(510)).toBe('8h 30m');
    expect(formatWorkingHours(45)).toBe('0h 45m');
    expect(formatWorkingHours(240)).toBe('4h 0m');
  });

  it('has no working time when out is not after in or a time is malformed', () => {
    expect(workingMinutes('17:00', '09:00')).toBeNull();
    expect(workingMinutes('09:00', '09:00')).toBeNull();
    expect(workingMinutes('9am', '17:00')).toBeNull();
    expect(workingMinutes('24:00', '25:00')).toBeNull();
  });
});

describe('attendance date window (spec 2 §5, §9)', () => {
  const today = '2026-03-10';
  it('offers the past 7 days up to yesterday', () => {
    expect(attendanceDateWindow(today)).toEqual({ min: '2026-03-03', max: '2026-03-09' });
  });
  it('refuses today, the future and anything older than 7 days', () => {
    expect(attendanceDateProblem('2026-03-09', today)).toBeNull();
    expect(attendanceDateProblem('2026-03-03', today)).toBeNull();
    expect(attendanceDateProblem('2026-03-10', today)).toBe(M.dateNotPast);
    expect(attendanceDateProblem('2026-04-01', today)).toBe(M.dateNotPast);
    expect(attendanceDateProblem('2026-03-02', today)).toBe(M.dateTooOld);
    expect(attendanceDateProblem('2025-03-01', today)).toBe(M.dateTooOld);
    expect(attendanceDateProblem('', today)).toBe(M.dateRequired);
    expect(attendanceDateProblem('2026-02-30', today)).toBe(M.dateInvalid);
  });
});

describe('attendanceCreateSchema', () => {
  const yesterday = addDays(todayIso(), -1);
  const valid = { employeeId: 'HRMS4', attendanceDate: yesterday, inTime: '09:00', outTime: '17:30', type: 'workFromOffice' };
  const messages = (input: object) => attendanceCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('accepts a past day with type and times, dropping seconds', () => {
    const parsed = attendanceCreateSchema.parse({ ...valid, inTime: '09:00:00', totalWorkingHours: '99h' });
    expect(parsed).toMatchObject({ inTime: '09:00', outTime: '17:30', type: 'workFromOffice' });
  });
  it('asks for type, start and end with the one message of the modal', () => {
    expect(messages({ ...valid, type: '' })).toEqual([M.required]);
    expect(messages({ ...valid, inTime: '' })).toEqual([M.required]);
    expect(messages({ employeeId: 'HRMS4', attendanceDate: yesterday })).toEqual([M.required, M.required, M.required]);
  });
  it('refuses an end before the start, a malformed time, today and an old date', () => {
    expect(messages({ ...valid, outTime: '08:00' })).toEqual([M.outBeforeIn]);
    expect(messages({ ...valid, inTime: '9:00' })).toEqual([M.timeInvalid]);
    expect(messages({ ...valid, attendanceDate: todayIso() })).toEqual([M.dateNotPast]);
    expect(messages({ ...valid, attendanceDate: addDays(todayIso(), -8) })).toEqual([M.dateTooOld]);
    expect(messages({ ...valid, attendanceDate: 7 })).toContain(M.dateRequired);
  });
});

describe('filterAttendanceRequests', () => {
  const row = (patch: object) => ({
    employeeId: 'HRMS4',
    employeeName: 'Ananya Rao',
    type: 'workFromHome',
    attendanceDate: '2026-03-09',
    inTime: '09:00',
    outTime: '17:00',
    status: 'PENDING',
    comments: '',
    ...patch,
  });
  const rows = [row({}), row({ employeeId: 'HRMS11', employeeName: 'Pooja Reddy', type: 'halfDay', comments: 'Doctor visit' })];
  it('filters by id, name and type exactly and searches every column', () => {
    expect(filterAttendanceRequests(rows, { employeeId: 'HRMS11' })).toHaveLength(1);
    expect(filterAttendanceRequests(rows, { employeeName: 'Ananya Rao' })).toHaveLength(1);
    expect(filterAttendanceRequests(rows, { type: 'halfDay' })).toHaveLength(1);
    expect(filterAttendanceRequests(rows, { search: 'doctor' })).toHaveLength(1);
    expect(filterAttendanceRequests(rows, { search: 'work from home' })).toHaveLength(1);
    expect(filterAttendanceRequests(rows, {})).toHaveLength(2);
  });
});

describe('attendanceFormSchema (the Add Attendance modal)', () => {
  const yesterday = addDays(todayIso(), -1);
  const form = { employeeId: 'HRMS4', attendanceDate: yesterday, typeOption: 'missedSwipein', inTime: '09:00', outTime: '13:00' };
  it('sends halfDay for Missed Swipein and the API body otherwise unchanged', () => {
    expect(attendanceFormSchema.parse(form)).toEqual({
      employeeId: 'HRMS4',
      attendanceDate: yesterday,
      type: 'halfDay',
      inTime: '09:00',
      outTime: '13:00',
    });
  });
  it('puts the rule messages under the modal fields', () => {
    const issues = attendanceFormSchema.safeParse({ ...form, typeOption: '', outTime: '' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['outTime', M.required],
      ['typeOption', M.required],
    ]);
  });
});
