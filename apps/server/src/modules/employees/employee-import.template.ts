import { EMPLOYEE_IMPORT_COLUMN_HELP, EMPLOYEE_IMPORT_COLUMN_LABELS, EMPLOYEE_IMPORT_COLUMNS } from '@hrms/shared';
import { excelJS } from '../../lib/exceljs';
import type { EmployeeExtraColumn } from './employee-import.hooks';

/**
 * The employee template: a header row with the organisation's own `cf_<key>` columns last; the .xlsx adds
 * a sheet explaining each column.
 */
export async function employeeTemplate(format: 'csv' | 'xlsx', extra: readonly EmployeeExtraColumn[]): Promise<Buffer> {
  const header = [...EMPLOYEE_IMPORT_COLUMNS, ...extra.map((c) => c.column)];
  if (format === 'csv') return Buffer.from(`${header.join(',')}\r\n`);
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(header).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  const help = workbook.addWorksheet('Columns');
  // a header may be the column or its label (BEYOND §B9)
  help.columns = [
    { header: 'column', width: 16 },
    { header: 'label', width: 20 },
    { header: 'what it holds and the values allowed', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of EMPLOYEE_IMPORT_COLUMNS)
    help.addRow([column, EMPLOYEE_IMPORT_COLUMN_LABELS[column], EMPLOYEE_IMPORT_COLUMN_HELP[column]]);
  for (const column of extra) help.addRow([column.column, column.label, column.help]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
