import { ASSET_MESSAGES } from '@hrms/shared';
import { expect, test } from '@playwright/test';
import { approveInDialog, expectAccessible, loginAs, snap, switchTo } from './support';
import { claimExpenseOnPhone, claimInManagersQueue } from './support-expenses';

// Each journey signs in three people and runs axe several times: on a loaded 2-core machine that exceeds the default minute.
test.describe.configure({ timeout: 240_000 });

test('an expense claim from a phone photo, approved by the manager from the queue', async ({ page }, info) => {
  // retry-safe: each attempt's claim is its own
  const description = `Client visit cab ${info.retry}-${Date.now() % 100_000}`;
  await claimExpenseOnPhone(page, description);
  await expectAccessible(page);
  await snap(page, 'expenses-mine-390');

  const row = await claimInManagersQueue(page, description);
  await expectAccessible(page);
  await snap(page, 'expenses-queue-1440');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await approveInDialog(page, 'Approved, thanks');
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
