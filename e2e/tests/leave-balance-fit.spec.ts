import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs } from './support';

/** How far the page reaches past the window's right edge (0: nothing to scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The leave balance (a column per leave type on a desktop, a row per type on a phone) and the requests under
 * it fit the window in every language, with nothing to scroll sideways (issue 33 point 4). The language is
 * this browser's own (kept on the device, not saved with the account), so no other journey sees it.
 */
for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the leave balance fits a ${device} in English, Hindi and Arabic`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, 'HRMS4');
    for (const [language, typeName] of [
      ['en', 'Earn Leave'],
      ['hi', 'अर्जित छुट्टी'],
      ['ar', 'إجازة مستحقة'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.goto('/LeaveBalance');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const balance = page.getByTestId('leave-balance');
      await expect(balance).toContainText(typeName);
      await expect(page.getByTestId('leaves-status')).toBeVisible();
      expect(await sidewaysOverflow(page), `sideways overflow in ${language}`).toBeLessThanOrEqual(0);
      // the whole balance is in the window, not cut at its edge
      const box = await balance.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }
    await expectAccessible(page);
  });
}
