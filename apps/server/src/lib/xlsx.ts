import { excelJS } from './exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetColumn = { header: string; width?: number };

export type WorkbookSheet = {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly (string | number | null)[])[];
};

/** An .xlsx workbook of several sheets, each a bold header row, then one row per record, values as given. */
export async function workbookOf(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-sheet .xlsx workbook: a bold header row, then one row per record, values as given. */
export function singleSheetWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  return workbookOf([{ name: sheetName, columns, rows }]);
}

/** Sends a workbook as a download that is never cached. */
export function xlsxDownload(reply: import('fastify').FastifyReply, fileName: string, body: Buffer) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
