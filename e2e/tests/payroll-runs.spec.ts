import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, monthName, pickMonth } from './support';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

// Letters only: a structure code is capital letters, digits and _; each attempt (CI retries once) gets its own.
const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')
  .toUpperCase();

/** yyyy-MM `back` months before this one (the demo seed publishes last month; these months have no run). */
function monthsAgo(back: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

test.describe('payroll runs (issue 28)', () => {
  test('an admin sets a structure and a salary, runs a month with inputs, locks, unlocks, publishes; the employee sees the payslip', async ({
    browser,
  }, info) => {
    test.setTimeout(300_000);
    const code = `PW${stamp}`.slice(0, 30);
    const month = monthsAgo(3 + info.retry);
    const days = daysIn(month);

    const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await loginAs(admin, 'HRMS1');

    // a structure: an unknown name is shown under the formula that has it, and nothing is saved
    await admin.goto('/payrollStructures');
    await expect(admin.getByRole('table', { name: 'Salary structures' })).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole('link', { name: 'New structure' }).click();
    await admin.getByLabel('Structure code').fill(code);
    await admin.getByLabel('Structure name').fill(`Journey ${stamp}`);
    const first = admin.getByTestId('component-0');
    await first.getByLabel('Code').fill('BASIC');
    await first.getByLabel('Name').fill('Basic');
    await first.getByLabel('Formula').fill('MONTHLY_CTC * 0.5');
    await first.getByLabel('PF wage').check();
    await admin.getByRole('button', { name: 'Add component' }).click();
    const second = admin.getByTestId('component-1');
    await second.getByLabel('Code').fill('SPECIAL');
    await second.getByLabel('Name').fill('Special allowance');
    await second.getByLabel('Formula').fill('MONTHLY_CTC - BASC');
    await admin.getByRole('button', { name: 'Save structure' }).click();
    await expect(second.getByText(/BASC/).last()).toBeVisible();
    await expect(second.getByLabel('Formula')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByLabel('Formula')).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(admin);
    await second.getByLabel('Formula').fill('MONTHLY_CTC - BASIC');
    await admin.getByRole('button', { name: 'Save structure' }).click();
    await expect(toast(admin, 'Salary structure saved.')).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`/payrollStructureEditor/${code}$`));
    // the preview of the saved structure for the sample CTC of 12 lakh: BASIC is half of 1,00,000
    await expect(admin.getByTestId('structure-preview').getByTestId('line-BASIC')).toHaveText(rupees(50_000));
    await admin.screenshot({ path: info.outputPath('structure-editor-1440.png'), fullPage: true });

    // HRMS4's salary from the first of the month, on the new structure
    await admin.goto('/payrollSection/HRMS4');
    await admin.getByRole('button', { name: 'Get Details' }).click();
    await admin.getByRole('link', { name: 'Salary and revisions' }).click();
    await expect(admin).toHaveURL(/\/payrollSalary\/HRMS4$/);
    await expect(admin.getByTestId('current-salary')).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'New revision' }).click();
    const form = admin.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Salary structure' }).click();
    await admin.getByRole('option', { name: new RegExp(`^${code} — `) }).click();
    await form.getByLabel('Annual CTC (₹)').fill('600000');
    await form.getByLabel('Effective from').fill(`${month}-01`);
    await form.getByLabel('Effective from').press('Tab');
    await form.getByLabel('IFSC').fill('HDFC0001234');
    await form.getByLabel('Bank account').fill('123456789012');
    await expectAccessible(admin);
    await form.getByRole('button', { name: 'Save revision' }).click();
    await expect(toast(admin, 'Salary saved.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(admin.getByRole('table', { name: 'Salary revisions' }).getByText(code)).toBeVisible();

    // a run of the month: computed in the background, then two days without pay for HRMS4
    await admin.goto('/payRuns');
    await pickMonth(admin.getByLabel('Month to pay'), admin, month);
    await admin.getByRole('button', { name: 'Start run' }).click();
    await expect(admin).toHaveURL(/\/payRuns\/[^/]+$/);
    const runUrl = admin.url();
    await expect(admin.getByRole('heading', { name: `Pay run ${monthName(month)}` })).toBeVisible();
    await expect(admin.getByTestId('run-status')).toHaveText('Draft', { timeout: 60_000 });
    await expectAccessible(admin);

    await admin.getByRole('tab', { name: 'Inputs' }).click();
    const person = admin.getByTestId('input-person-0');
    await person.getByLabel('Employee ID').fill('HRMS4');
    await person.getByLabel('Days without pay').fill('2');
    await person.getByRole('button', { name: 'Add addition' }).click();
    await person.getByLabel('Addition 1: Code').fill('BONUS');
    await person.getByLabel('Name').fill('Festival bonus');
    await person.getByLabel('Amount (₹)').fill('5000');
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Save inputs and compute' }).click();
    await expect(toast(admin, 'Inputs saved; the run is computed again.')).toBeVisible();
    await expect(admin.getByTestId('run-status')).toHaveText('Draft', { timeout: 60_000 });

    await admin.getByRole('tab', { name: 'Payslips' }).click();
    await admin.getByLabel('Employee ID').fill('HRMS4');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const payslips = admin.getByRole('table', { name: 'Payslips of the run' });
    await expect(payslips.getByRole('row')).toHaveCount(2);
    await expect(payslips).toContainText(`${days - 2} / ${days}`);
    await payslips.getByRole('button', { name: 'View HRMS4' }).click();
    const basic = Math.round((25_000 * (days - 2)) / days);
    await expect(admin.getByRole('dialog').getByTestId('line-BASIC')).toHaveText(rupees(basic));
    await expect(admin.getByRole('dialog').getByTestId('line-BONUS')).toHaveText(rupees(5_000));
    await admin.keyboard.press('Escape');
    await admin.getByRole('tab', { name: 'Review' }).click();
    await expect(admin.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(admin);

    // lock, unlock with a reason, lock again, publish
    await admin.getByRole('button', { name: 'Lock', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
    await expect(admin.getByTestId('run-status')).toHaveText('Locked');
    await admin.getByRole('button', { name: 'Unlock', exact: true }).click();
    const unlock = admin.getByRole('dialog', { name: 'Unlock the run' });
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await expect(unlock.getByText('Say why the run is unlocked.')).toBeVisible();
    await unlock.getByLabel('Reason').fill('Bonus amount to be confirmed');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await expect(admin.getByTestId('run-status')).toHaveText('Draft');
    await admin.getByRole('button', { name: 'Lock', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
    await expect(admin.getByTestId('run-status')).toHaveText('Locked');
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(admin.getByTestId('run-status')).toHaveText('Published');
    await expect(admin.getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(0);

    // the files the company pays and books from
    const register = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Register (.xlsx)' }).click();
    expect((await register).suggestedFilename()).toMatch(/\.xlsx$/);
    const bank = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Bank file (.csv)' }).click();
    const bankFile = readFileSync(await (await bank).path(), 'utf8');
    expect(bankFile.split(/\r?\n/)[0]).toBe('employeeId,name,accountNumber,ifsc,amount');
    expect(bankFile).toContain('HRMS4,');
    await admin.screenshot({ path: info.outputPath('run-1440.png'), fullPage: true });
    await admin.close();

    // HRMS4 sees the payslip on My payslips, its lines and the PDF; the run screen is not theirs
    const employee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await loginAs(employee, 'HRMS4');
    await employee.goto('/payslips/HRMS4');
    await expect(employee.getByRole('heading', { name: 'My payslips', level: 2 })).toBeVisible();
    await expectAccessible(employee);
    await employee.getByRole('link', { name: monthName(month), exact: true }).click();
    await expect(employee.getByRole('heading', { name: `Payslip for ${monthName(month)}` })).toBeVisible();
    await expect(employee.getByTestId('payslip-days')).toContainText(`${days - 2} of ${days} days paid`);
    await expect(employee.getByTestId('line-BASIC')).toHaveText(rupees(basic));
    await expectAccessible(employee);
    const pdf = employee.waitForEvent('download');
    await employee.getByRole('button', { name: 'Download PDF' }).click();
    expect(
      readFileSync(await (await pdf).path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await employee.screenshot({ path: info.outputPath('payslip-390.png'), fullPage: true });

    await employee.goto(new URL(runUrl).pathname);
    await expect(employee).toHaveURL(/\/unauthorized$/);
    await employee.goto('/payslips/HRMS21');
    await expect(employee.getByText('You can see only your own payslips.')).toBeVisible();
    await employee.close();
  });

  test('HR reads the runs but has no run steps, inputs or bank file', async ({ page }) => {
    await loginAs(page, 'HRMS2');
    await page.goto('/payRuns');
    await expect(page.getByRole('button', { name: 'Start run' })).toHaveCount(0);
    await page
      .getByRole('link', { name: /^Open / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /^Pay run / })).toBeVisible();
    await expect(page.getByTestId('run-status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register (.xlsx)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bank file (.csv)' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Inputs' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
