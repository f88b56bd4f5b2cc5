import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, loginAs } from './support';

/**
 * The manager HRMS3 opens the roster grid on a desktop, where only their reportees are (HRMS6 reports to the CEO),
 * and ticks HRMS11's row; answers the grid.
 */
export async function rosterGridWithHRMS11Ticked(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS3');
  await page.goto('/timeAttendance');
  const grid = page.getByTestId('roster-grid');
  await expect(grid.getByTestId('roster-row-HRMS11')).toBeVisible(FIRST_LOAD);
  await expect(grid.getByTestId('roster-row-HRMS6')).toHaveCount(0);
  await grid.getByRole('checkbox', { name: /\(HRMS11\)/ }).check();
  return grid;
}

/** Opens a roster control (a shift or site picker) and chooses the option of that code. */
export async function pickInRoster(page: Page, control: string, code: string) {
  await page.getByTestId(control).click();
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}
