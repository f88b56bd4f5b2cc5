import { EXPENSE_MESSAGES } from '@hrms/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs, switchTo } from './support';

// A real 1×1 PNG: the server sniffs receipts, so the "photo" must be an image.
const RECEIPT_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** HRMS4 signs in on a phone and claims 450.50 for books and training with a receipt photo. */
export async function claimExpenseOnPhone(page: Page, description: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'HRMS4');
  await page.goto('/expenses');
  await page.getByTestId('claim-category').click();
  await page.getByRole('option', { name: 'Books and training' }).click();
  await page.getByTestId('claim-amount').fill('450.50');
  await page.getByTestId('claim-description').fill(description);
  await page.getByTestId('claim-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PHOTO });
  await page.getByTestId('claim-submit').click();
  await expect(page.getByText(EXPENSE_MESSAGES.filed)).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
}

/** HRMS4's manager, HRMS3, signs in on a desktop (the queue as a table: a phone shows cards) and finds the claim in the queue. */
export async function claimInManagersQueue(page: Page, description: string): Promise<Locator> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchTo(page, 'HRMS3');
  await page.goto('/ApprovalMaster');
  await page.getByRole('link', { name: 'Expense Approvals' }).click();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toBeVisible();
  return row;
}
