import { FORGOT_PASSWORD_MESSAGES } from '@hrms/shared';
import { expect, test } from '@playwright/test';
import { loginAs, mailsTo } from './support';

test('an employee resets a forgotten password with the OTP from the mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(FORGOT_PASSWORD_MESSAGES.emptyInput)).toBeVisible();

  await page.getByLabel('Employee ID').fill('HRMS16');
  // a retry's code comes in a new mail: the first attempt's is there already, and no longer valid
  const mailed = mailsTo('manish.pandey@acme.example').length;
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('otp-countdown')).toContainText(/0[45]:\d\d/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

  // the code is mailed in the background (forgot-password answers at once, whether or not the id exists)
  await expect.poll(() => mailsTo('manish.pandey@acme.example').length).toBeGreaterThan(mailed);
  const otpInMail = () => /one-time password is (\d{6})/.exec(mailsTo('manish.pandey@acme.example')[0] ?? '')?.[1] ?? '';
  await expect.poll(otpInMail).toMatch(/^\d{6}$/);
  const otp = otpInMail();
  await page.getByLabel('OTP').fill(otp);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(FORGOT_PASSWORD_MESSAGES.passwordsMismatch)).toBeVisible();

  await page.getByLabel('New password').fill('BrandNew@2026');
  await page.getByLabel('Confirm password').fill('BrandNew@2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful!')).toBeVisible();
  await page.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await loginAs(page, 'HRMS16', 'BrandNew@2026');
  await expect(page).toHaveURL(/\/userdashboard$/);
});
