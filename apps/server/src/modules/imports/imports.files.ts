import { excelJS } from '../../lib/exceljs';
import type { CellError } from './imports.chunks';

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
