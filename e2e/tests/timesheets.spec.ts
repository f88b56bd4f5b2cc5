import { addDays, TIMESHEET_MESSAGES as M, todayIso, weekStartOf } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginAs, shownDate } from './support';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const thisMonday = weekStartOf(todayIso());
const weekPath = (employeeId: string, monday: string) => `/timeEntry/${employeeId}/${monday}/${addDays(monday, 6)}`;

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

test.describe('timesheets', () => {
  test('an employee fills and submits this week, and the manager approves it from the team view', async ({
    browser,
  }, testInfo) => {
    // the first attempt may have submitted this week: a retry fills last week, which the demo leaves free too
    const week = addDays(thisMonday, -7 * testInfo.retry);
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/entrypage/HRMS4');
    await expect(employee.getByRole('heading', { name: 'Time Sheet' })).toBeVisible();
    // the monthly lookup and the approval summary show the demo weeks
    await expect(employee.getByRole('table', { name: 'Approval summary' }).getByRole('row')).toHaveCount(5);

    // next week's days are read-only: they are all in the future
    await employee.goto(weekPath('HRMS4', addDays(thisMonday, 7)));
    await expect(employee.getByRole('table', { name: 'Week hours' })).toBeVisible();
    await expect(employee.getByLabel(`ATLAS-01 ${addDays(thisMonday, 7)}`)).toBeDisabled();

    await employee.goto(weekPath('HRMS4', week));
    const monday = employee.getByLabel(`ATLAS-01 ${week}`);
    await monday.fill('7.5');
    await expect(monday).toHaveValue('7.'); // two characters at most (spec 3 §5)
    await monday.fill('');
    await monday.fill('8');
    await expect(employee.getByTestId('week-total')).toHaveText('8.00');
    await employee.getByRole('button', { name: 'Submit' }).click();
    await employee.getByRole('dialog', { name: 'Submit timesheet' }).getByRole('button', { name: 'Submit week' }).click();
    await expect(toast(employee, M.submitted)).toBeVisible();
    await expect(employee.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(monday).toBeDisabled();

    const manager = await signedIn(browser, 'HRMS3');
    await manager.goto('/entrypage/HRMS3');
    await manager.getByRole('link', { name: 'Team Time Sheets' }).click();
    await expect(manager).toHaveURL(/\/table$/);
    await manager.getByLabel('Search people').fill('HRMS4');
    const row = manager.getByRole('row').filter({ hasText: 'HRMS4' });
    await row.getByRole('link', { name: 'View', exact: true }).click();
    await expect(manager.getByRole('heading', { name: /Time Summary/ })).toBeVisible();
    await manager.getByRole('button', { name: `Approve week ${week}` }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Comments are mandatory.')).toBeVisible();
    await dialog.getByLabel('Comments').fill('Thanks, approved');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    const approved = manager.getByRole('row').filter({ hasText: new RegExp(shownDate(week)) });
    await expect(approved).toContainText('Approved');

    await manager.goto('/status/HRMS4');
    await expect(manager.getByRole('row').filter({ hasText: new RegExp(shownDate(week)) })).toContainText('Thanks, approved');
    await employee.close();
    await manager.close();
  });

  test('a rejected week is corrected and resubmitted', async ({ browser }, testInfo) => {
    const rejectedMonday = addDays(thisMonday, -21);
    // the demo rejects this week of both its engineers: a first attempt may have resubmitted HRMS4's already
    const who = testInfo.retry === 0 ? 'HRMS4' : 'HRMS11';
    const employee = await signedIn(browser, who);
    await employee.goto(weekPath(who, rejectedMonday));
    await expect(employee.getByText('Friday is missing, please add it')).toBeVisible();
    await employee.getByLabel(`ATLAS-01 ${addDays(rejectedMonday, 4)}`).fill('8');
    await employee.getByRole('button', { name: 'Submit' }).click();
    await employee.getByRole('dialog', { name: 'Submit timesheet' }).getByRole('button', { name: 'Submit week' }).click();
    await expect(toast(employee, M.submitted)).toBeVisible();
    await expect(employee.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(employee.getByTestId('week-total')).toHaveText('40.00');
    await employee.close();
  });

  test("an employee opening another employee's timesheet is refused", async ({ browser }) => {
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/entrypage/HRMS11');
    await expect(employee.getByRole('alert')).toContainText(M.ownOnly);
    await employee.goto(weekPath('HRMS11', thisMonday));
    await expect(employee.getByRole('alert')).toContainText(M.ownOnly);
    await employee.close();
  });
});
