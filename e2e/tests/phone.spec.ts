import { addDays, ORGCHART_MESSAGES, todayIso, weekStartOf } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, shownDate, snap } from './support';

test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('on a phone the employee list is one compact row a person, its filters folded away, and still opens a person', async ({
  page,
}) => {
  await loginAs(page, 'HRMS1');
  await page.goto('/allEmployee');
  const list = page.getByRole('list', { name: 'Employees' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('listitem').first()).toContainText('Arjun Mehta');
  await expect(list.getByRole('listitem').first()).toContainText('HRMS1');
  const rowHeight = (await list.getByRole('listitem').first().boundingBox())?.height ?? 999;
  expect(rowHeight).toBeLessThan(72);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await snap(page, 'employee-list-390');
  await list.getByRole('link', { name: 'View HRMS1', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/HRMS1$/);
});

test('on a phone the timesheet week is a list of days with their own inputs and totals', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  const nextMonday = addDays(weekStartOf(todayIso()), 7);
  await page.goto(`/timeEntry/HRMS4/${nextMonday}/${addDays(nextMonday, 6)}`);
  const week = page.getByRole('list', { name: 'Week hours' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  await expect(week.getByRole('heading', { name: new RegExp(shownDate(nextMonday)) })).toBeVisible();
  // next week is in the future, so read-only (the same rule as the desktop grid)
  await expect(page.getByLabel(`ATLAS-01 ${nextMonday}`)).toBeDisabled();
  await expect(page.getByTestId('week-total')).toHaveText('0.00');
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

test('on a phone a toast leaves the header controls usable and buttons are big enough to tap', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await page.goto('/Organization/HRMS4');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: ORGCHART_MESSAGES.loaded })).toBeVisible();
  for (const name of ['Open menu', 'Log out']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    expect(box?.height).toBeGreaterThanOrEqual(40);
  }
  // while the toast shows, the menu opens with a real click (Playwright refuses to click a covered button)
  await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 2000 });
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
