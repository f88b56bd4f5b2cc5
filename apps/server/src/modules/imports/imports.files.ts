import { EMPLOYEE_IMPORT_COLUMN_HELP, EMPLOYEE_IMPORT_COLUMN_LABELS, EMPLOYEE_IMPORT_COLUMNS } from '@hrms/shared';
import { excelJS } from '../../lib/exceljs';
import type { ColumnField } from '../customfields';
import type { CellError } from './imports.chunks';

const customFieldHelp = (field: ColumnField) => {
  const kind = {
    TEXT: 'Text, at most 500 characters.',
    NUMBER: 'A number (digits, an optional - and up to 6 decimals).',
    DATE: 'A date, yyyy-MM-dd.',
    SELECT: `One of: ${field.options.join(', ')}.`,
  }[field.type];
  return `${field.label} (custom field). ${kind} Blank leaves the value as it is.`;
};

/**
 * The employee template: a header row with the organisation's own `cf_<key>` columns last; the .xlsx adds
 * a sheet explaining each column.
 */
export async function employeeTemplate(format: 'csv' | 'xlsx', fields: readonly ColumnField[]): Promise<Buffer> {
  const header = [...EMPLOYEE_IMPORT_COLUMNS, ...fields.map((f) => f.column)];
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
  for (const field of fields) help.addRow([field.column, field.label, customFieldHelp(field)]);
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
