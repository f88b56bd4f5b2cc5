import { HOLIDAY_MESSAGES, todayIso } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const year = todayIso().slice(0, 4);

test.describe('holidays', () => {
  test("HR adds a holiday and meets 'Date is already taken' for a taken date", async ({ page }, testInfo) => {
    // a retry must not meet the first attempt's holiday: its date is taken now
    const name = ['Founders Day', 'Heritage Day'][testInfo.retry] ?? 'Unity Day';
    const date = `${year}-06-${17 + testInfo.retry}`;
    await loginAs(page, 'HRMS2');
    await page.goto('/holidays');
    await expect(page.getByRole('heading', { name: 'Holiday-List', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Holiday list' });
    await expect(table.getByText('Independence Day').first()).toBeVisible();
    // HR adds, but only admins edit and delete
    await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
    await dialog.getByLabel('Holiday Name').fill(name);
    await dialog.getByLabel('Date').fill(`${year}-08-15`);
    await dialog.getByLabel('Location').fill('Bengaluru');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText(HOLIDAY_MESSAGES.dateTaken)).toBeVisible();

    await dialog.getByLabel('Date').fill(date);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, HOLIDAY_MESSAGES.created)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    expect((await download).suggestedFilename()).toBe('holidays.ics');

    // the subscription address serves the same calendar without a session
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const address = page.getByRole('dialog', { name: HOLIDAY_MESSAGES.feedTitle }).getByLabel('Calendar address');
    await expect(address).toHaveValue(/\/holiday\/feed\/ORG1\/holidays\.ics\?key=/);
    const feed = await page.request.get(await address.inputValue(), { headers: {} });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`SUMMARY:${name}`);
  });

  test('the admin edits and deletes a holiday', async ({ page }) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/holidays');
    const table = page.getByRole('table', { name: 'Holiday list' });
    await table.getByRole('button', { name: 'Edit Ambedkar Jayanti' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Holiday' });
    await dialog.getByLabel('Location').fill('Pune and Mumbai');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, HOLIDAY_MESSAGES.updated)).toBeVisible();
    await expect(table.getByText('Pune and Mumbai')).toBeVisible();

    await table.getByRole('button', { name: 'Delete Ambedkar Jayanti' }).first().click();
    await page.getByRole('dialog', { name: 'Delete Holiday' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, HOLIDAY_MESSAGES.deleted)).toBeVisible();
  });
});
