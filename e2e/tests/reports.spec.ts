import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`reports on ${device}`, () => {
    test.use({ viewport });

    test('the admin opens Reports from the dashboard quick link and reads each report as chart, table and .xlsx', async ({
      page,
    }) => {
      await loginAs(page, 'HRMS1');
      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { name: 'Headcount' })).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      const months =
        device === 'phone'
          ? page.getByRole('list', { name: 'Headcount by month' })
          : page.getByRole('table', { name: 'Headcount by month' });
      await expect(months).toContainText(new Date().toISOString().slice(0, 7));

      await page.getByRole('combobox', { name: 'Group by' }).click();
      await page.getByRole('option', { name: 'Department', exact: true }).click();
      await expect(months).toContainText('Engineering');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download .xlsx' }).click();
      expect((await download).suggestedFilename()).toBe('headcount.xlsx');
      await noSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Leave' }).click();
      await expect(page.getByRole('heading', { name: 'Leave taken' })).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();

      await page.getByRole('tab', { name: 'Time' }).click();
      await expect(page.getByRole('heading', { name: 'Approved hours' })).toBeVisible();

      await page.getByRole('tab', { name: 'Approvals' }).click();
      await expect(page.getByRole('heading', { name: 'Approvals waiting' })).toBeVisible();
      await expect(page.getByText('leave request').first()).toBeVisible();
      await noSidewaysScroll(page);
    });
  });
}

test('a manager sees the leave and time of their team only, and an employee cannot open reports', async ({ page }) => {
  await loginAs(page, 'HRMS3');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Leave taken' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Headcount' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Approvals' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Time' }).click();
  await expect(page.getByRole('heading', { name: 'Approved hours' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, 'HRMS4');
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
