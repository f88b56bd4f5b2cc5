import { LOGIN_MESSAGES } from '@hrms/shared';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginAs, PASSWORD } from './support';

test.describe('login', () => {
  for (const [id, landing] of [
    ['HRMS1', '/AdminDashboard'],
    ['HRMS2', '/userdashboard'],
    ['HRMS3', '/userdashboard'],
    ['HRMS4', '/userdashboard'],
    ['HRMS5', '/Onboarding/Dashboard'],
  ] as const) {
    test(`${id} lands on ${landing}`, async ({ page }) => {
      await loginAs(page, id);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByTestId('header-employee-id')).toHaveText(id);
      await expectAccessible(page);
    });
  }

  test('shows the messages for empty fields, a wrong captcha and a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(LOGIN_MESSAGES.userIdRequired)).toBeVisible();
    await expect(page.getByText(LOGIN_MESSAGES.passwordRequired)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('User ID').fill('HRMS4');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const before = await page.getByTestId('captcha-text').getAttribute('data-captcha');
    await page.getByLabel('Captcha', { exact: true }).fill('xxxxxx');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(LOGIN_MESSAGES.wrongCaptcha)).toBeVisible();
    await expect(page.getByTestId('captcha-text')).not.toHaveAttribute('data-captcha', before ?? '');

    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const captcha = await page.getByTestId('captcha-text').getAttribute('data-captcha');
    await page.getByLabel('Captcha', { exact: true }).fill(captcha ?? '');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.invalidCredentials }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });
});

test.describe('guards, header and logout', () => {
  test('without a session every guarded page sends the user to the login page', async ({ page }) => {
    await page.goto('/AdminDashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a role not allowed is sent to /unauthorized, carrying where it came from', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.goto('/allEmployee');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText('Unauthorized Access')).toBeVisible();
    await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
    await expect(page.getByTestId('unauthorized-from')).toContainText('/allEmployee');
  });

  test('the header title follows the path and the popups close after 3 seconds', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await page.goto('/holidays');
    await expect(page.getByTestId('header-title')).toHaveText('Holiday-List');
    await page.goto('/familyDetails/HRMS4');
    await expect(page.getByTestId('header-title')).toHaveText('Family');
    await page.goto('/Location/HRMS4');
    await expect(page.getByTestId('header-title')).toHaveText('Address Details');
    await page.getByRole('button', { name: 'Messages' }).click();
    await expect(page.getByText('No new messages')).toBeVisible();
    await expect(page.getByText('No new messages')).toBeHidden({ timeout: 5000 });
  });

  test('logout clears the session and returns to the login page', async ({ page }) => {
    await loginAs(page, 'HRMS3');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await page.goto('/userdashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link loads the app and an expired access token is renewed from the refresh cookie', async ({ page }) => {
    await loginAs(page, 'HRMS2');
    await page.evaluate(() => localStorage.setItem('Token', 'expired.token.value'));
    await page.goto('/userdashboard');
    await expect(page.getByTestId('greeting')).toContainText('Kavya');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toBe('expired.token.value');
  });
});
