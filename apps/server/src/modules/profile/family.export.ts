import { FAMILY_EXPORT_COLUMNS } from '@hrms/shared';
import { excelJS } from '../../lib/exceljs';
import type { FamilyMemberRow } from './family.repository';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet "Family Details": Name, Relation, Country Code, Phone Number. */
export async function familyWorkbook(rows: readonly FamilyMemberRow[]): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  workbook.creator = 'HRMS';
  const sheet = workbook.addWorksheet('Family Details');
  sheet.columns = FAMILY_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Name' ? 30 : 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([row.name, row.relation, row.countryCode, row.phoneNumber]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
