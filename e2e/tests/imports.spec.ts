import { readFileSync } from 'node:fs';
import { EMPLOYEE_IMPORT_COLUMN_LABELS, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_MESSAGES } from '@hrms/shared';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, latestMail, loginAs, snap } from './support';

const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
const person = (first: string, patch: Record<string, string> = {}): Record<string, string> => ({
  prefix: 'Ms',
  firstname: first,
  lastname: 'Importer',
  email: `${first.toLowerCase()}.${stamp}@acme.example`,
  countryCode: '+91',
  phoneNumber: '9812345678',
  maritialStatus: 'Single',
  dob: '1995-05-20',
  gender: 'Female',
  fatherName: 'Joseph Importer',
  doj: '2025-02-03',
  bloodGroup: 'O +ve',
  department: 'Engineering',
  designation: 'Software Engineer',
  managerId: 'HRMS7',
  hrId: 'HRMS2',
  ...patch,
});

async function workbookOf(rows: Record<string, string>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(EMPLOYEE_IMPORT_COLUMNS.map((c) => row[c] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('employee import', () => {
  test('an admin imports an .xlsx with one bad row, fixes it from the errors file and imports again', async ({ page }) => {
    // three imports through the job queue and a welcome mail through the outbox: over 60 s on a busy CI machine
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'HRMS1');
    await page.goto('/allEmployee');
    await expect(page.getByRole('table').getByText('HRMS1', { exact: true })).toBeVisible();
    await snap(page, 'employee-list-1440');
    await page.getByRole('link', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Import employees', level: 2 })).toBeVisible();

    const file = await workbookOf([person('Asha'), person('Bina', { phoneNumber: '12ab' }), person('Chitra')]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'people.xlsx', mimeType: 'application/octet-stream', buffer: file });

    // the preview: counts and the refused row with its offending cell marked
    await expect(page.getByTestId('count-New people')).toHaveText('2');
    await expect(page.getByTestId('count-Refused')).toHaveText('1');
    const refused = page.getByRole('table', { name: 'Refused rows' });
    await expect(refused.getByText(`phoneNumber: ${EMPLOYEE_MESSAGES.phoneDigits}`)).toBeVisible();
    await expect(refused.locator('[data-invalid]')).toHaveText('12ab');
    await snap(page, 'preview-1440');

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    await expect(page.getByTestId('summary-Created')).toHaveText('2');
    await expect(page.getByTestId('summary-Refused')).toHaveText('1');
    await expect(page.getByTestId('import-progress')).toContainText('3 of 3 rows (100%) · DONE');
    expect(await latestMail(`asha.${stamp}@acme.example`)).toContain('Forgot Password');
    const progressUrl = page.url();
    expect(progressUrl).toContain('importId=');

    // the refused rows as a workbook; fix the cell and import that file
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download refused rows (.xlsx)' }).click();
    const errorsPath = await (await download).path();
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(readFileSync(errorsPath) as unknown as ArrayBuffer);
    const sheet = errors.getWorksheet('Errors');
    if (!sheet) throw new Error('no Errors sheet');
    expect(sheet.rowCount).toBe(2);
    sheet.getRow(2).getCell(EMPLOYEE_IMPORT_COLUMNS.indexOf('phoneNumber') + 1).value = '9812345679';
    const fixed = Buffer.from(await errors.xlsx.writeBuffer());

    await page.getByRole('button', { name: 'Import another file' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'fixed.xlsx', mimeType: 'application/octet-stream', buffer: fixed });
    await expect(page.getByTestId('count-New people')).toHaveText('1');
    await expect(page.getByTestId('count-Refused')).toHaveText('0');
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByTestId('summary-Created')).toHaveText('1');
    await expect(page.getByTestId('summary-Refused')).toHaveText('0');
    await snap(page, 'summary-1440');

    // importing the first file again changes nothing
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'people.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await expect(page.getByTestId('count-New people')).toHaveText('0');
    await expect(page.getByTestId('count-Updates')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();

    // a phone follows the progress page
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(progressUrl);
    await expect(page.getByTestId('import-progress')).toContainText('DONE');
    await snap(page, 'progress-390');
  });

  test('a file headed with labels and headings of its own is matched column by column, at desktop and phone widths', async ({
    page,
  }, info) => {
    await loginAs(page, 'HRMS1');
    // labels and names in any case are understood; "Surname", "Notes" and "Shirt" are not columns
    const columns = EMPLOYEE_IMPORT_COLUMNS.filter((c) => c !== 'employeeId' && c !== 'lastname');
    const first = `Mapa${'abcdefghij'[info.retry] ?? 'x'}`;
    const row = person(first, { role: 'Employee' });
    const headings = columns.map((c, i) => (i % 2 === 0 ? EMPLOYEE_IMPORT_COLUMN_LABELS[c] : c.toUpperCase()));
    const csv = `${[...headings, 'Surname', 'Notes', 'Shirt'].join(',')}\n${[...columns.map((c) => row[c] ?? ''), 'Mapper', 'from HR', 'M'].join(',')}\n`;
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/employeeImport');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const mapping = page.getByTestId('column-mapping');
      await expect(mapping.getByText('Match your headings')).toBeVisible({ timeout: 45_000 });
      await mapping.getByRole('combobox', { name: 'Column for “Surname”' }).click();
      await page.getByRole('option', { name: 'Last name (lastname)' }).click();
      await mapping.getByRole('combobox', { name: 'Column for “Notes”' }).click();
      await page.getByRole('option', { name: 'Leave this column out' }).click();
      // the organisation's own fields are offered too, by their labels
      await mapping.getByRole('combobox', { name: 'Column for “Shirt”' }).click();
      await expect(page.getByRole('listbox').getByText('Custom fields', { exact: true })).toBeVisible();
      // the open list is long enough to scroll: it must stay operable from the keyboard (axe's scrollable region)
      await expectAccessible(page);
      await page.getByRole('option', { name: 'T-shirt size (cf_tshirt_size)' }).click();
      await expectAccessible(page);
      await snap(page, `import-mapping-${width}`);
      await mapping.getByRole('button', { name: 'Check again with these columns' }).click();
      await expect(page.getByTestId('count-New people')).toHaveText('1');
      await expect(page.getByTestId('count-Refused')).toHaveText('0');
    }
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByText('Import finished')).toBeVisible({ timeout: 45_000 });
    await page.goto('/allEmployee');
    await page.getByRole('textbox', { name: 'Search employees' }).fill(row.email as string);
    await expect(page.getByText(`${first} Mapper`)).toBeVisible();
  });
});
