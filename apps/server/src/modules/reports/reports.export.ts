import type { ApprovalsReport, HeadcountReport, LeaveReport, TimesheetReport } from '@hrms/shared';
import { singleSheetWorkbook } from '../../lib/xlsx';

/** Headcount: one row per month, then one column per group. */
export function headcountWorkbook(report: HeadcountReport) {
  const groups = report.series[0]?.groups.map((g) => g.key) ?? [];
  return singleSheetWorkbook(
    'Headcount',
    [
      { header: 'Month' },
      { header: 'Headcount' },
      { header: 'Joiners' },
      { header: 'Leavers' },
      ...groups.map((header) => ({ header })),
    ],
    report.series.map((s) => [s.month, s.total, s.joiners, s.leavers, ...s.groups.map((g) => g.count)]),
  );
}

export function leaveWorkbook(report: LeaveReport, groupLabel: string) {
  return singleSheetWorkbook(
    'Leave taken',
    [{ header: groupLabel, width: 24 }, { header: 'Days' }, { header: 'People' }],
    report.rows.map((r) => [r.key, r.days, r.people]),
  );
}

export function timesheetWorkbook(report: TimesheetReport, groupLabel: string) {
  return singleSheetWorkbook(
    'Approved hours',
    [{ header: groupLabel }, { header: 'Name', width: 28 }, { header: 'Hours' }, { header: 'Billable hours' }],
    report.rows.map((r) => [r.key, r.name, r.hours, r.billableHours]),
  );
}

export function approvalsWorkbook(report: ApprovalsReport, groupLabel: string) {
  return singleSheetWorkbook(
    'Approvals waiting',
    [
      { header: groupLabel },
      { header: 'Name', width: 28 },
      { header: 'Waiting' },
      { header: 'Oldest (days)' },
      { header: 'Average (days)' },
    ],
    report.rows.map((r) => [r.key, r.name, r.waiting, r.oldestDays, r.averageDays]),
  );
}
