import { expect, type Page, test } from '@playwright/test';
import { approveInDialog, expectAccessible, loginAs, monthName, pickMonth, snap, switchTo } from './support';
import { claimExpenseOnPhone, claimInManagersQueue } from './support-expenses';

test.describe.configure({ timeout: 300_000 });

function monthsAhead(ahead: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Starts the pay run of a month from the runs screen (going a year forward in the picker when needed). */
async function startRun(page: Page, month: string) {
  await page.goto('/payRuns');
  await pickMonth(page.getByLabel('Month to pay'), page, month);
  await page.getByRole('button', { name: 'Start run' }).click();
  await expect(page).toHaveURL(/\/payRuns\/[^/]+$/);
  // the runs list leaves first: the run's own heading says its screen is shown
  await expect(page.getByRole('heading', { name: `Pay run ${monthName(month)}` })).toBeVisible();
  await expect(page.getByTestId('run-status')).toHaveText('Draft', { timeout: 90_000 });
}

test('an expense claim from a phone with a receipt photo becomes a line on the next payslip', async ({ page }, info) => {
  const description = `Course book ${info.retry}-${Date.now() % 100_000}`;
  const month = monthsAhead(1);
  await claimExpenseOnPhone(page, description);

  const row = await claimInManagersQueue(page, description);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await approveInDialog(page, 'Approved');
  await expect(page.getByRole('row').filter({ hasText: description })).toHaveCount(0);

  await switchTo(page, 'HRMS1');
  await startRun(page, month);
  await page.getByRole('tab', { name: 'Payslips' }).click();
  await page.getByLabel('Employee ID').fill('HRMS4');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'Payslips of the run' }).getByRole('button', { name: 'View HRMS4' }).click();
  await expect(page.getByRole('dialog').getByTestId('line-EXPENSE')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await switchTo(page, 'HRMS4');
  await page.goto('/expenses');
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(`In the ${monthName(month)} pay run`).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'expense-paid-390');
});

test('a resignation from request to the manager’s approval to the settlement on the exit screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS11');
  await page.goto('/exits');
  await expect(page.getByTestId('resign-form')).toBeVisible();
  await page.getByTestId('resign-reason').fill('Moving to another city');
  const filed = page.waitForResponse((r) => r.url().endsWith('/exits') && r.request().method() === 'POST');
  await page.getByTestId('resign-submit').click();
  const lastWorkingDay = ((await (await filed).json()) as { lastWorkingDay: string }).lastWorkingDay;
  await expect(page.getByTestId('exit-HRMS11')).toBeVisible();
  await expectAccessible(page);

  await switchTo(page, 'HRMS3');
  await page.goto('/exits');
  // the list loads first; only then is the approve button there to find
  const card = page.getByTestId('exit-HRMS11');
  await expect(card).toBeVisible();
  await card.getByTestId('exit-approve-HRMS11').click();
  await approveInDialog(page, 'Thank you');
  await expect(card.getByTestId('exit-checklist')).toBeVisible();

  await switchTo(page, 'HRMS1');
  await startRun(page, lastWorkingDay.slice(0, 7));

  await switchTo(page, 'HRMS11');
  await page.goto('/exits');
  const settlement = page.getByTestId('exit-HRMS11').getByTestId('exit-settlement');
  await expect(settlement).toContainText(`Settled in the ${monthName(lastWorkingDay.slice(0, 7))} pay run`);
  await expect(settlement).toContainText(`Paid days: ${Number(lastWorkingDay.slice(8, 10))}`);
  await expectAccessible(page);
  await snap(page, 'exit-settlement-1440');
});
