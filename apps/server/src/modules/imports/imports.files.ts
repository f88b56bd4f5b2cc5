import { EMPLOYEE_IMPORT_COLUMN_HELP, EMPLOYEE_IMPORT_COLUMNS } from '@hrms/shared';
import { excelJS } from '../../lib/exceljs';
import type { CellError } from './employee-import.rows';

/** The employee template: a header row; the .xlsx adds a sheet explaining each column. */
export async function employeeTemplate(format: 'csv' | 'xlsx'): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\r\n`);
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'column', width: 16 },
    { header: 'what it holds and the values allowed', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of EMPLOYEE_IMPORT_COLUMNS) help.addRow([column, EMPLOYEE_IMPORT_COLUMN_HELP[column]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The refused rows as uploaded, with an `errors` column; offending cells are filled red. */
export async function errorsWorkbook(
  columns: readonly string[],
  rejections: { row: number; cells: Record<string, string>; errors: CellError[] }[],
): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  const sheet = workbook.addWorksheet('Errors');
  sheet.addRow([...columns, 'errors']).font = { bold: true };
  for (const rejection of rejections) {
    const row = sheet.addRow([
      ...columns.map((c) => rejection.cells[c] ?? ''),
      rejection.errors.map((e) => `${e.field}: ${e.message}`).join('\n'),
    ]);
    for (const error of rejection.errors) {
      const index = columns.indexOf(error.field);
      if (index >= 0) row.getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
