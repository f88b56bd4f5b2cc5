import { ASSET_MESSAGES, EXPENSE_MESSAGES } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs } from './support';

// A real 1×1 PNG: the server sniffs receipts, so the "photo" must be an image.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Each journey signs in three people and runs axe several times: on a loaded 2-core machine that exceeds the default minute.
test.describe.configure({ timeout: 240_000 });

const snap = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

/** Signs the current person out, then the next one in (the login page sends a signed-in person on). */
async function switchTo(page: Page, employeeId: string) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, employeeId);
}

test('an expense claim from a phone photo, approved by the manager from the queue', async ({ page }, info) => {
  // retry-safe: each attempt's claim is its own
  const description = `Client visit cab ${info.retry}-${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'HRMS4');
  await page.goto('/expenses');
  await page.getByTestId('claim-category').click();
  await page.getByRole('option', { name: 'Books and training' }).click();
  await page.getByTestId('claim-amount').fill('450.50');
  await page.getByTestId('claim-description').fill(description);
  await page.getByTestId('claim-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByTestId('claim-submit').click();
  await expect(page.getByText(EXPENSE_MESSAGES.filed)).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'expenses-mine-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await switchTo(page, 'HRMS3');
  await page.goto('/ApprovalMaster');
  await page.getByRole('link', { name: 'Expense Approvals' }).click();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'expenses-queue-1440');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Approved, thanks');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Approve|Submit|Confirm/ })
    .last()
    .click();
  await expect(page.getByRole('row').filter({ hasText: description })).toHaveCount(0);
  await page.getByTestId('expenses-tab-all').click();
  await expect(page.getByRole('row').filter({ hasText: description }).getByText('Approved')).toBeVisible();
});

test('an admin registers an asset and assigns it; HR sees the holder and its history', async ({ page }, info) => {
  const tag = `E2E-${info.retry}-${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS1');
  await page.goto('/assets');
  await page.getByTestId('asset-add').click();
  await page.getByTestId('asset-tag').fill(tag);
  await page.getByTestId('asset-name').fill('ThinkPad T16');
  await page.getByTestId('asset-category').fill('Laptop');
  await page.getByTestId('asset-save').click();
  await expect(page.getByText(ASSET_MESSAGES.saved)).toBeVisible();
  await page.getByRole('button', { name: `Assign ${tag}` }).click();
  await page.getByTestId('asset-assign-employee').fill('HRMS12');
  await page.getByTestId('asset-assign-submit').click();
  await expect(page.getByText(ASSET_MESSAGES.assigned)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tag }).getByText('Siddharth Das (HRMS12)')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'assets-register-1440');

  await switchTo(page, 'HRMS2');
  await page.goto('/assets');
  await page.getByTestId('asset-search').fill(tag);
  await page.getByRole('button', { name: `History ${tag}` }).click();
  await expect(page.getByRole('dialog').getByText('Siddharth Das (HRMS12)')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('asset-search').fill('');
  await snap(page, 'assets-register-390');
});
