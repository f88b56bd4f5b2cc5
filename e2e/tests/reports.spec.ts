import { DATE_FORMATS, formatYearMonth } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, loginAs, snap } from './support';

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** A yyyy-MM month as any organisation format writes it (the dates journey changes the format while others run), never yyyy-MM in a day-first one. */
const monthShown = (isoMonth: string) =>
  new RegExp(DATE_FORMATS.map((format) => formatYearMonth(isoMonth, format).replace(/[/-]/g, (c) => `\\${c}`)).join('|'));
/** A stored leave type code (SICKLEAVE, RELIGIOUSFESTIVALLEAVES…), which a report must never show. */
const LEAVE_CODE = /\b[A-Z]+LEAVES?\b/;

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
      // months as the organisation writes them ("Nov 2026"), not yyyy-MM
      await expect(months).toContainText(monthShown(new Date().toISOString().slice(0, 7)));

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
      // leave types by their names, on screen and in the .xlsx
      const leave =
        device === 'phone' ? page.getByRole('list', { name: 'Leave taken' }) : page.getByRole('table', { name: 'Leave taken' });
      await expect(leave).toContainText(/Leave/);
      await expect(leave).not.toContainText(LEAVE_CODE);
      await snap(page, `reports-leave-${device}`);
      await expectAccessible(page);
      const leaveFile = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download .xlsx' }).click();
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await (await leaveFile).path())!);
      const types = book.worksheets[0]!.getColumn(1).values.slice(2).map(String);
      expect(types.length).toBeGreaterThan(0);
      expect(types.join(' ')).not.toMatch(LEAVE_CODE);
      // by month: months as the organisation writes them
      await page.getByRole('combobox', { name: 'Group by' }).click();
      await page.getByRole('option', { name: 'Month', exact: true }).click();
      const year = new Date().getUTCFullYear();
      const anyMonth = Array.from({ length: 12 }, (_, i) => monthShown(`${year}-${String(i + 1).padStart(2, '0')}`).source);
      await expect(leave).toContainText(new RegExp(anyMonth.join('|')));

      await page.getByRole('tab', { name: 'Time' }).click();
      await expect(page.getByRole('heading', { name: 'Approved hours' })).toBeVisible();

      await page.getByRole('tab', { name: 'Approvals' }).click();
      await expect(page.getByRole('heading', { name: 'Approvals waiting' })).toBeVisible();
      // kinds by their names, not their codes
      const approvals =
        device === 'phone'
          ? page.getByRole('list', { name: 'Approvals waiting' })
          : page.getByRole('table', { name: 'Approvals waiting' });
      await expect(approvals).toContainText('Leave');
      await snap(page, `reports-approvals-${device}`);
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
