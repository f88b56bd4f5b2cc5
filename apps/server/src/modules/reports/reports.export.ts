import {
  type ApprovalsReport,
  type ApprovalsReportQuery,
  type DateFormat,
  formatYearMonth,
  type HeadcountReport,
  type LeaveReport,
  type LeaveReportQuery,
  leaveTypeLabel,
  type TimesheetReport,
} from '@hrms/shared';
import { singleSheetWorkbook } from '../../lib/xlsx';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Headcount: one row per month (as the organisation writes months), then one column per group. */
export function headcountWorkbook(report: HeadcountReport, dateFormat: DateFormat) {
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
    report.series.map((s) => [
      formatYearMonth(s.month, dateFormat),
      s.total,
      s.joiners,
      s.leavers,
      ...s.groups.map((g) => g.count),
    ]),
  );
}

/** Leave taken: a leave type by its name and a month as the organisation writes months, not their codes. */
export function leaveWorkbook(
  report: LeaveReport,
  grouping: LeaveReportQuery['groupBy'],
  groupLabel: string,
  dateFormat: DateFormat,
) {
  const keyOf = (key: string) =>
    grouping === 'leaveType' ? leaveTypeLabel(key) : grouping === 'month' ? formatYearMonth(key, dateFormat) : key;
  return singleSheetWorkbook(
    'Leave taken',
    [{ header: groupLabel, width: 24 }, { header: 'Days' }, { header: 'People' }],
    report.rows.map((r) => [keyOf(r.key), r.days, r.people]),
  );
}

export function timesheetWorkbook(report: TimesheetReport, groupLabel: string) {
  return singleSheetWorkbook(
    'Approved hours',
    [{ header: groupLabel }, { header: 'Name', width: 28 }, { header: 'Hours' }, { header: 'Billable hours' }],
    report.rows.map((r) => [r.key, r.name, r.hours, r.billableHours]),
  );
}

/** Approvals waiting: by kind, the kind's name alone (not its code); by decider, their id and name. */
export function approvalsWorkbook(report: ApprovalsReport, grouping: ApprovalsReportQuery['groupBy'], groupLabel: string) {
  const ages = [{ header: 'Waiting' }, { header: 'Oldest (days)' }, { header: 'Average (days)' }];
  if (grouping === 'kind')
    return singleSheetWorkbook(
      'Approvals waiting',
      [{ header: groupLabel, width: 28 }, ...ages],
      report.rows.map((r) => [capitalise(r.name || r.key), r.waiting, r.oldestDays, r.averageDays]),
    );
  return singleSheetWorkbook(
    'Approvals waiting',
    [{ header: groupLabel }, { header: 'Name', width: 28 }, ...ages],
    report.rows.map((r) => [r.key, r.name, r.waiting, r.oldestDays, r.averageDays]),
  );
}
