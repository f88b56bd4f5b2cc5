import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Per role: where the user lands, a group and screen the menu must offer, and one it must not. */
const ROLES = [
  { id: 'HRMS1', home: /\/AdminDashboard$/, group: 'Organisation', screen: 'Departments', to: /\/department$/, absent: 'Home' },
  {
    id: 'HRMS2',
    home: /\/userdashboard$/,
    group: 'Documents',
    screen: 'Onboarding documents',
    to: /\/onboarding/i,
    absent: 'Departments',
  },
  {
    id: 'HRMS3',
    home: /\/userdashboard$/,
    group: 'Employees',
    screen: 'My team',
    to: /\/ManagerEmployee$/,
    absent: 'All employees',
  },
  {
    id: 'HRMS4',
    home: /\/userdashboard$/,
    group: 'My profile',
    screen: 'Travel',
    to: /\/Travel\/HRMS4$/,
    absent: 'Admin dashboard',
  },
  {
    id: 'HRMS5',
    home: /\/Onboarding\/Dashboard$/,
    group: 'Documents',
    screen: 'My onboarding documents',
    to: /\/Onboarding\/personalDetails\/HRMS5$/,
    absent: 'Approvals hub',
  },
] as const;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('navigation-menu');
  await expect(menu).toBeVisible();
  return menu;
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`header menu on ${device}`, () => {
    test.use({ viewport });

    for (const role of ROLES) {
      test(`${role.id} moves between modules through the menu`, async ({ page }) => {
        await loginAs(page, role.id);
        await expect(page).toHaveURL(role.home);
        const menu = await openMenu(page);
        await expect(menu.getByRole('navigation', { name: role.group, exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name: role.absent, exact: true })).toHaveCount(0);
        if (device === 'phone') await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await menu.getByRole('link', { name: role.screen, exact: true }).click();
        await expect(page).toHaveURL(role.to);
        await expect(page.getByTestId('navigation-menu')).toBeHidden();
        await noSidewaysScroll(page);

        // and back to the dashboard the same way, without typing an address
        const again = await openMenu(page);
        const dashboards = again.getByRole('navigation', { name: 'Dashboards' });
        await dashboards.getByRole('link').first().click();
        await expect(page).toHaveURL(role.home);
      });
    }
  });
}

test('the Unauthorized page keeps Go to Login and leads a signed-in user back to their dashboard', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await page.goto('/allEmployee');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Back to my dashboard' }).click();
  await expect(page).toHaveURL(/\/userdashboard$/);
});

test.describe('an approval queue on a phone', () => {
  test.use({ viewport: PHONE });

  test('the manager sees pending requests as cards, newest first, with labelled approve and reject buttons', async ({ page }) => {
    await loginAs(page, 'HRMS3');
    await page.goto('/ProfileDetailsApproval/HRMS3/ROLE_MANAGER');
    const pending = page.getByTestId('pending');
    const cards = pending.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(pending.getByRole('table')).toHaveCount(0);
    await expect(cards.first()).toContainText('Employee ID');
    const first = cards.first();
    const approve = first.getByRole('button', { name: /^Approve .+'s request$/ });
    await expect(approve).toBeVisible();
    await expect(first.getByRole('button', { name: /^Reject .+'s request$/ })).toBeVisible();
    await approve.hover();
    await expect(page.getByRole('tooltip', { name: 'Approve' })).toBeVisible();
    await noSidewaysScroll(page);

    await approve.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('an approval queue on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('sorts by a column and back to newest first', async ({ page }) => {
    await loginAs(page, 'HRMS3');
    await page.goto('/ProfileDetailsApproval/HRMS3/ROLE_MANAGER');
    const pending = page.getByTestId('pending');
    await expect(pending.getByTestId('pending-row').first()).toBeVisible();
    const header = pending.getByRole('columnheader', { name: 'Employee Name' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const column = (await pending.getByRole('columnheader').allTextContents()).findIndex((t) => t.trim() === 'Employee Name') + 1;
    expect(column).toBeGreaterThan(0);
    const names = await pending.getByTestId('pending-row').locator(`td:nth-child(${column})`).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });
});

test('someone without a picture sees their initials in the header', async ({ page }) => {
  await loginAs(page, 'HRMS5');
  await expect(page.getByRole('button', { name: 'Upload ID card picture' })).toContainText('VS');
});
