import { DATE_FORMAT_MESSAGES, todayIso } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, snap } from './support';

const year = todayIso().slice(0, 4);
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

async function chooseDateFormat(page: Page, option: RegExp) {
  await page.goto('/createorganization');
  const card = page.getByTestId('date-format-settings');
  await card.getByLabel('Date format').click();
  await page.getByRole('option', { name: option }).click();
  await card.getByRole('button', { name: 'Save date format' }).click();
  await expect(toast(page, DATE_FORMAT_MESSAGES.saved)).toBeVisible();
}

test.describe('one date format per organisation', () => {
  test('the admin switches to MM/DD/YYYY and the holiday list and its date picker follow', async ({ page }) => {
    test.setTimeout(120_000); // two screens with axe, the picker at two widths, and the reset
    await loginAs(page, 'HRMS1');
    try {
      await page.goto('/createorganization');
      const card = page.getByTestId('date-format-settings');
      await expect(card.getByText(/time zone:/)).toBeVisible();
      await expectAccessible(page);
      await chooseDateFormat(page, /^MM\/DD\/YYYY/);

      await page.goto('/holidays');
      const table = page.getByRole('table', { name: 'Holiday list' });
      const independence = table.getByRole('row').filter({ hasText: 'Independence Day' }).first();
      await expect(independence).toContainText(`08/15/${year}`);

      await page.getByRole('button', { name: 'Add Holiday' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
      const date = dialog.getByLabel('Date');
      await expect(date).toHaveAttribute('placeholder', 'MM/DD/YYYY');
      // typed in the organisation's format or as ISO, the input shows the organisation's format
      await date.fill(`12/01/${year}`);
      await dialog.getByLabel('Location').click();
      await expect(date).toHaveValue(`12/01/${year}`);
      await date.fill(`${year}-12-02`);
      await dialog.getByLabel('Location').click();
      await expect(date).toHaveValue(`12/02/${year}`);

      // the UI kit's calendar, picked with the mouse
      await date.click();
      const calendar = page.locator('[data-dates-dropdown]');
      await expect(calendar).toHaveCSS('opacity', '1');
      await expectAccessible(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await snap(page, `dates-picker-1440`);
      await calendar.getByRole('button', { name: `9 December ${year}`, exact: true }).click();
      await expect(date).toHaveValue(`12/09/${year}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await date.click();
      // the calendar fades in; the screenshot waits for it to be whole
      await expect(calendar).toHaveCSS('opacity', '1');
      await snap(page, `dates-picker-390`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
    } finally {
      await chooseDateFormat(page, /^Country default/);
    }
    await page.goto('/holidays');
    await expect(
      page.getByRole('table', { name: 'Holiday list' }).getByRole('row').filter({ hasText: 'Independence Day' }).first(),
    ).toContainText(`15 Aug ${year}`);
  });

  test('an employee may read the format but not change it', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const headers = { Authorization: `Bearer ${token}` };
    const read = await page.request.get('/hrmsapplication/organization/dateSettings', { headers });
    expect(read.status()).toBe(200);
    const change = await page.request.patch('/hrmsapplication/organization/dateFormat', {
      headers,
      data: { dateFormat: 'YYYY-MM-DD' },
    });
    expect(change.status()).toBe(403);
  });
});
