import { ORGCHART_MESSAGES as M } from '@hrms/shared';
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the org chart opens the path to the viewer, expands and collapses, and search opens the path to a person', async ({
  page,
}) => {
  await loginAs(page, 'HRMS4');
  await page.goto('/Organization/HRMS4');
  await expect(page.getByText(M.loaded)).toBeVisible();
  await expect(page.getByTestId('org-card-HRMS4')).toBeVisible();
  await expect(page.getByTestId('org-card-HRMS14')).toHaveCount(0);

  await page.getByTestId('org-card-HRMS10').click();
  await expect(page.getByTestId('org-card-HRMS14')).toBeVisible();
  await page.getByTestId('org-card-HRMS10').click();
  await expect(page.getByTestId('org-card-HRMS14')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Find a person' }).fill('Shreya');
  await page.getByRole('option', { name: /Shreya Ghosh \(HRMS28\)/ }).click();
  await expect(page.getByTestId('org-card-HRMS28')).toBeVisible();
  await expect(page.getByTestId('org-card-HRMS27')).toBeVisible();
});

test('an unknown employee id shows the no-data message', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await page.goto('/Organization/NOBODY');
  await expect(page.getByText(M.noData).first()).toBeVisible();
});
