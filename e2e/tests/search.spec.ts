import { SEARCH_MESSAGES as M } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs } from './support';

/** Screenshots for looking at the screen by eye, only when asked (SCREENSHOTS_DIR). */
const snap = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
};

test('Ctrl+K finds a person by name and Enter opens the first result, the profile (admin)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS1');
  await expect(page.getByTestId('search-open')).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByPlaceholder(M.placeholder);
  await expect(box).toBeFocused();
  await box.fill('ananya');
  await expect(page.getByTestId('search-person-HRMS4')).toBeVisible();
  await snap(page, 'search-desktop');
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
});

test('a manager opens their reportee’s profile from Ctrl+K with Enter, and a colleague’s chart (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'HRMS3');
  await page.getByTestId('search-open').click();
  const box = page.getByPlaceholder(M.placeholder);
  await box.fill('ananya');
  await expect(page.getByTestId('search-person-HRMS4')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
  // Kavya Iyer (HR) does not report to them: the chart at her
  await page.getByTestId('search-open').click();
  await page.getByPlaceholder(M.placeholder).fill('kavya');
  await expect(page.getByTestId('search-person-HRMS2')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Organization\/HRMS2$/);
});

test('the header search box finds a screen of the role, never one it may not open (employee, phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'HRMS4');
  await page.getByTestId('search-open').click();
  const box = page.getByPlaceholder(M.placeholder);
  await box.fill('a');
  await expect(page.getByText(M.tooShort)).toBeVisible();
  await box.fill('all employees');
  await expect(page.getByText(M.nothingFound)).toBeVisible();
  await box.fill('leave');
  await expect(page.getByTestId('search-page-/LeaveRequest')).toBeVisible();
  await snap(page, 'search-phone');
  await page.getByTestId('search-page-/LeaveRequest').click();
  await expect(page).toHaveURL(/\/LeaveRequest$/);
});

test('an employee finds a colleague and lands on the organisation chart at them', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await expect(page.getByTestId('search-open')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder(M.placeholder).fill('shreya');
  await expect(page.getByTestId('search-person-HRMS28')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Organization\/HRMS28$/);
  await expect(page.getByTestId('org-card-HRMS28')).toBeVisible();
});
