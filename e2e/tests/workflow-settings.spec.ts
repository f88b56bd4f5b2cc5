import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, snap } from './support';

const card = (page: Page) => page.getByTestId('workflow-settings');
const commentSwitch = (page: Page) => card(page).getByRole('switch', { name: 'Approving needs a comment' });

test('the admin makes the approval comment optional and back, at desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'HRMS1');
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/createorganization');
      await expect(commentSwitch(page)).toBeChecked();
      await commentSwitch(page).click();
      await expect(page.getByText('Settings saved.').first()).toBeVisible();
      await page.reload();
      await expect(commentSwitch(page)).not.toBeChecked();
      await card(page).scrollIntoViewIfNeeded();
      await snap(page, `organization-settings-${width}`);
      await expectAccessible(page);
      await commentSwitch(page).click();
      await expect(commentSwitch(page)).toBeChecked();
      await page.waitForLoadState('networkidle');
    }
  } finally {
    // other journeys rely on the spec's rule: leave it as found, even after a failure
    const restore = await page.request.fetch('/hrmsapplication/organization/approvalSettings', {
      method: 'PATCH',
      headers: await page.evaluate(() => ({
        authorization: `Bearer ${localStorage.getItem('Token') ?? ''}`,
        organizationid: localStorage.getItem('organizationId') ?? '',
      })),
      data: { commentRequired: true },
    });
    expect(restore.status()).toBe(200);
  }
});

const workingDaysSwitch = (page: Page) => card(page).getByRole('switch', { name: 'Count leave in working days' });
const saveLeaveSettings = async (page: Page, countWorkingDays: boolean) => {
  const res = await page.request.fetch('/hrmsapplication/organization/leaveSettings', {
    method: 'PATCH',
    headers: await page.evaluate(() => ({
      authorization: `Bearer ${localStorage.getItem('Token') ?? ''}`,
      organizationid: localStorage.getItem('organizationId') ?? '',
    })),
    data: { countWorkingDays },
  });
  expect(res.status()).toBe(200);
};

test('the admin counts leave in working days and back, at desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'HRMS1');
  // a retry starts from the spec's calendar days whatever an earlier attempt left behind
  await saveLeaveSettings(page, false);
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/createorganization');
      await expect(workingDaysSwitch(page)).not.toBeChecked();
      await workingDaysSwitch(page).click();
      await expect(page.getByText('Settings saved.').first()).toBeVisible();
      await page.reload();
      await expect(workingDaysSwitch(page)).toBeChecked();
      await card(page).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await workingDaysSwitch(page).click();
      await expect(workingDaysSwitch(page)).not.toBeChecked();
      await page.waitForLoadState('networkidle');
    }
  } finally {
    // other journeys rely on the spec's calendar days: leave it as found, even after a failure
    await saveLeaveSettings(page, false);
  }
});
