import { addDays, WHOS_OUT_MESSAGES as M, todayIso, weekRange } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const snap = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
};

test("a manager sees the team's approved leave by month and by week", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS3');
  await page.goto('/WhosOut');
  // Demo data: Divya Menon (HRMS13, a reportee) is out in two and three days' time.
  const day = addDays(todayIso(), 2);
  await expect(page.getByTestId(`whos-out-day-${day}`).getByText('Divya Menon')).toBeVisible();
  // Not a reportee of HRMS3: Suresh Pillai (HRMS20) is out too, but in finance.
  await expect(page.getByTestId('whos-out-month').getByText('Suresh Pillai')).toHaveCount(0);
  await snap(page, 'whos-out-month');

  await page.getByText(M.week, { exact: true }).click();
  if (day > weekRange(todayIso()).to) await page.getByRole('button', { name: M.next }).click();
  await expect(page.getByTestId('whos-out-person-HRMS13')).toBeVisible();
  await expect(page.getByTestId('whos-out-person-HRMS20')).toHaveCount(0);
  await snap(page, 'whos-out-week');
  await page.getByRole('button', { name: M.today }).click();
  await expect(page.getByTestId('whos-out-period')).toContainText(todayIso().slice(0, 4));

  // BEYOND §B9: the same people as an .xlsx download
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^whos-out-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('HR sees the organisation on a phone as a list of days', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'HRMS2');
  await page.goto('/WhosOut');
  const agenda = page.getByTestId('whos-out-agenda');
  await expect(agenda.getByText('Suresh Pillai').first()).toBeVisible();
  await expect(agenda.getByText('Divya Menon').first()).toBeVisible();
  await snap(page, 'whos-out-phone');
});

test('approving a leave request shows who else in the team is out on those days', async ({ page }) => {
  await loginAs(page, 'HRMS3');
  await page.goto('/LeaveApproval/HRMS3/ROLE_MANAGER');
  // Siddharth Das (HRMS12) asks for a day in three days' time, when Divya Menon is out.
  const approve = page.getByRole('button', { name: /Approve Siddharth Das's leave/ }).first();
  const next = page.getByTestId('pending-pager').locator('..').getByRole('button', { name: 'Next' });
  await expect(page.getByTestId('pending-pager')).toBeVisible();
  for (let i = 0; i < 5 && !(await approve.isVisible()); i++) await next.click();
  await approve.click();
  const alsoOut = page.getByTestId('also-out');
  await expect(alsoOut.getByText(M.alsoOut)).toBeVisible();
  await expect(alsoOut.getByText('Divya Menon')).toBeVisible();
  await snap(page, 'whos-out-approval');
});
