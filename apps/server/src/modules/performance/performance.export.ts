import { PERFORMANCE_EXPORT_COLUMNS } from '@hrms/shared';
import { excelJS } from '../../lib/exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Reportee = { employeeId: string; employeeName: string; designation: string };
type RecordSummary = {
  employeeId: string;
  performanceId: string;
  managerId: string;
  comments: string;
  total: number;
  completed: number;
};

/** One sheet "Employee Performance": a row per performance record (or one empty row for a reportee without any). */
export async function performanceWorkbook(reportees: readonly Reportee[], records: readonly RecordSummary[]): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  const sheet = workbook.addWorksheet('Employee Performance');
  sheet.columns = PERFORMANCE_EXPORT_COLUMNS.map((header) => ({
    header,
    width: header === 'Comments' ? 50 : header === 'Employee Name' || header === 'Designation' ? 28 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const person of reportees) {
    const own = records.filter((r) => r.employeeId === person.employeeId);
    if (!own.length) sheet.addRow([person.employeeId, person.employeeName, person.designation, '', '', '', 0, 0, 0]);
    for (const r of own) {
      sheet.addRow([
        person.employeeId,
        person.employeeName,
        person.designation,
        r.performanceId,
        r.managerId,
        r.comments,
        r.total,
        r.completed,
        r.total - r.completed,
      ]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
