import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`audit trail on ${device}`, () => {
    test.use({ viewport });

    test('the admin finds the sign-ins through the menu, filters by record and person, and downloads the trail', async ({
      page,
    }) => {
      await loginAs(page, 'HRMS1');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('navigation-menu').getByRole('link', { name: 'Audit trail', exact: true }).click();
      await expect(page).toHaveURL(/\/audit$/);
      await expect(page.getByTestId('audit-total')).toContainText('entr');

      await page.getByRole('combobox', { name: 'Record' }).click();
      await page.getByRole('option', { name: 'session', exact: true }).click();
      await page.getByRole('textbox', { name: 'Employee ID' }).fill('HRMS1');
      const rows =
        device === 'phone' ? page.getByRole('list', { name: 'Audit trail' }) : page.getByRole('table', { name: 'Audit trail' });
      await expect(rows).toContainText('login');
      // fields by their labels and values as words, not column names and JSON
      await expect(rows).toContainText('Method: — → password');
      await expect(page.getByTestId('audit-page')).toContainText('Page 1 of');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download .xlsx' }).click();
      expect((await download).suggestedFilename()).toBe('audit-trail.xlsx');
      await noSidewaysScroll(page);
    });
  });
}

test("HR reads their people's sign-ins; a manager cannot open the trail", async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, 'HRMS2');
  await page.goto('/audit');
  await page.getByRole('textbox', { name: 'Employee ID' }).fill('HRMS4');
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('login');

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, 'HRMS3');
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
