import {
  ATTENDANCE_REQUEST_EXPORT_COLUMNS,
  ATTENDANCE_TRACKER_EXPORT_COLUMNS,
  type AttendanceRequest,
  attendanceStatusLabel,
  attendanceTypeLabel,
} from '@hrms/shared';
import type { Workbook } from 'exceljs';
import { excelJS } from '../../lib/exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TrackerExportRow = {
  employeeId: string;
  employeeName: string;
  attendanceDate: string;
  inTime: string;
  outTime: string;
  totalWorkingHours: string;
  type: string;
  status: string;
};

function addSheet(workbook: Workbook, name: string, headers: readonly string[], rows: unknown[][]) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = headers.map((header) => ({ header, width: header === 'Employee Name' || header === 'Comments' ? 28 : 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

function newWorkbook() {
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  return workbook;
}

/** The tracker as shown: one sheet "Attendance" with one row per entry. */
export async function trackerWorkbook(rows: readonly TrackerExportRow[]): Promise<Buffer> {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    'Attendance',
    ATTENDANCE_TRACKER_EXPORT_COLUMNS,
    rows.map((r) => [
      r.employeeId,
      r.employeeName,
      r.attendanceDate,
      r.inTime,
      r.outTime,
      r.totalWorkingHours,
      r.type ? attendanceTypeLabel(r.type) : '',
      r.status ? attendanceStatusLabel(r.status) : '',
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The approval screen's tables, one sheet each ("Pending", "Approved-Rejected"). */
export async function requestsWorkbook(sheets: readonly { name: string; rows: readonly AttendanceRequest[] }[]): Promise<Buffer> {
  const workbook = newWorkbook();
  for (const { name, rows } of sheets) {
    addSheet(
      workbook,
      name,
      ATTENDANCE_REQUEST_EXPORT_COLUMNS,
      rows.map((r) => [
        r.employeeId,
        r.employeeName,
        r.attendanceDate,
        attendanceTypeLabel(r.type),
        r.inTime,
        r.outTime,
        r.totalWorkingHours,
        attendanceStatusLabel(r.status),
        r.comments,
      ]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
