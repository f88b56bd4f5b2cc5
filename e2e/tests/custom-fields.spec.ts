import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, loginAs } from './support';

/** Opens a Mantine select by its label and clicks the option. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Deepak Yadav, an employee no other journey uses
const PERSON = 'HRMS22';

test('an admin defines a choice field, sets it on a profile, filters, groups the headcount and exports it; the employee only reads it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // a retry defines another field: the first attempt's may exist already, with its value set
  const key = `hoodie_r${testInfo.retry}`;
  const label = `Hoodie colour ${testInfo.retry}`;

  // a context per person: axe needs pages of a context, and the two sessions stay apart
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, 'HRMS1');
  await admin.goto('/customFields');
  await expect(admin.getByRole('heading', { name: 'Custom fields', level: 2 })).toBeVisible();
  // the demo organisation's own fields are there on first start
  await expect(admin.getByRole('table', { name: 'Custom fields' })).toContainText('T-shirt size');
  await expectAccessible(admin);

  await admin.getByRole('button', { name: 'New field' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New custom field' });
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption('SELECT');
  const choices = dialog
    .getByRole('textbox', { name: 'Choices', exact: true })
    .or(dialog.getByRole('combobox', { name: 'Choices', exact: true }));
  await choices.fill('Teal');
  await choices.press('Enter');
  await choices.fill('Amber');
  await choices.press('Enter');
  const readers = dialog.getByRole('group', { name: 'Who may read' });
  for (const role of ['Admin', 'HR', 'Manager', 'Employee'])
    await readers.getByRole('checkbox', { name: role, exact: true }).check();
  const editors = dialog.getByRole('group', { name: 'Who may edit' });
  for (const role of ['Admin', 'HR']) await editors.getByRole('checkbox', { name: role, exact: true }).check();
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Save field' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('table', { name: 'Custom fields' })).toContainText(`cf_${key}`);

  // the profile: set the value
  await admin.goto(`/personalDetails/${PERSON}`);
  const card = admin.getByTestId('custom-fields');
  await expect(card.getByRole('heading', { name: 'More about this person' })).toBeVisible();
  await expect(card.getByTestId(`custom-field-${key}`)).toContainText('—');
  await card.getByRole('button', { name: 'Change values' }).click();
  await card.getByRole('combobox', { name: label }).selectOption('Teal');
  await expectAccessible(admin);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByTestId(`custom-field-${key}`)).toContainText('Teal');
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  // the employee list filtered by it
  await admin.goto('/allEmployee');
  const filters = admin.getByTestId('employee-filters');
  const table = admin.getByTestId('employee-table');
  await expect(table.getByRole('row').nth(1)).toContainText('HRMS1');
  await choose(filters, admin, 'Custom field', label);
  await choose(filters, admin, `${label} is`, 'Teal');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(PERSON);
  await expectAccessible(admin);

  // the export holds the cf_<key> column with the value
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export', exact: true }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await download).path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the export');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = header.indexOf(`cf_${key}`);
  expect(column, header.join(',')).toBeGreaterThan(0);
  const idColumn = header.indexOf('employeeId');
  let value: unknown;
  sheet.eachRow((row) => {
    if (String(row.getCell(idColumn).value) === PERSON) value = row.getCell(column).value;
  });
  expect(value).toBe('Teal');

  // the headcount grouped by the field, named by its label and choices
  await admin.goto('/reports');
  await expect(admin.getByRole('heading', { name: 'Headcount' })).toBeVisible();
  await choose(admin.locator('body'), admin, 'Group by', label);
  await expect(admin.getByTestId('headcount-by-field')).toHaveText(`Headcount by ${label}`);
  const months = admin.getByRole('table', { name: `Headcount by ${label}` });
  for (const name of ['Teal', 'Amber', 'Not set'])
    await expect(months.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await expect(admin.getByRole('img', { name: `Headcount by ${label} chart` })).toBeVisible();
  await expectAccessible(admin);
  await adminContext.close();

  // the employee reads the value on their own profile but cannot change it
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await loginAs(employee, PERSON);
  await employee.goto(`/personalDetails/${PERSON}`);
  const own = employee.getByTestId('custom-fields');
  await expect(own.getByTestId(`custom-field-${key}`)).toContainText('Teal');
  // the T-shirt size is theirs to change; this field shows read-only beside it
  await own.getByRole('button', { name: 'Change values' }).click();
  await expect(own.getByRole('combobox', { name: 'T-shirt size' })).toBeVisible();
  await expect(own.getByRole('combobox', { name: label })).toHaveCount(0);
  await expect(own.getByTestId(`custom-field-${key}`)).toContainText('Read only');
  await expectAccessible(employee);
  await own.getByRole('button', { name: 'Cancel' }).click();
  await employeeContext.close();
});
