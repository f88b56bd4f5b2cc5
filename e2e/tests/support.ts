import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

export const PASSWORD = 'Welcome@123';

/** Logs in through the login page, typing the captcha shown. */
export async function loginAs(page: Page, employeeId: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByLabel('User ID').fill(employeeId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const captcha = await page.getByTestId('captcha-text').getAttribute('data-captcha');
  await page.getByLabel('Captcha', { exact: true }).fill(captcha ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

/** The newest message in the server's mail outbox that was sent to `to`. */
/** Every mail sent to an address, newest first (journeys in parallel workers mail the same people). */
export function mailsTo(to: string): string[] {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  return readdirSync(outbox)
    .filter((f) => f.includes(to.replace(/[^a-z0-9@._-]/gi, '_')))
    .sort()
    .reverse()
    .map((f) => readFileSync(join(outbox, f), 'utf8'));
}

export function latestMail(to: string): string {
  const last = mailsTo(to)[0];
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}
