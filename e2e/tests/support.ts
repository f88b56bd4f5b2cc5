import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATE_FORMATS, formatDate } from '@hrms/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
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

/** The person asks for a change of their personal details (PATCH employee/update), as the form does. */
export async function askForChange(request: APIRequestContext, employeeId: string, change: Record<string, string>) {
  const login = await request.post('/hrmsapplication/authentication/login', { data: { employeeId, password: PASSWORD } });
  const { token, organizationId } = await login.json();
  const headers = { Authorization: `Bearer ${token}`, organizationId };
  const profile = await (await request.get(`/hrmsapplication/employee/getEmployeeProfile/${employeeId}`, { headers })).json();
  const res = await request.patch('/hrmsapplication/employee/update', { headers, data: { ...profile, ...change } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Every mail the server's mail worker has written to the outbox folder for an address, newest first
 * (journeys in parallel workers mail the same people). Mail is sent a moment after the request: poll it.
 */
export function mailsTo(to: string): string[] {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.includes(to.replace(/[^a-z0-9@._-]/gi, '_')))
    .sort()
    .reverse()
    .map((f) => readFileSync(join(outbox, f), 'utf8'));
}

/** The newest mail to `to`, waiting for the mail worker to send one. */
export async function latestMail(to: string): Promise<string> {
  await expect.poll(() => mailsTo(to).length, { message: `a mail to ${to}` }).toBeGreaterThan(0);
  return mailsTo(to)[0] as string;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core run in the page, put there once per page load (the app moves between screens without reloading
 * and has no frames). @axe-core/playwright put the whole of axe into the page again for every check and
 * finished each run in a new blank page: three to six times the cost of the check itself, and the journeys
 * make some 500 checks (2026-11-29, the same dashboard: 21–25 s a check through it against 3–4 s here, on a
 * machine at a load of 25).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_21_AA,
  );
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function blockingAxeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('page-loader')).toHaveCount(0);
  // a dialog or menu still fading in has its text half transparent: axe would measure that contrast
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const { violations } = await runAxe(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation of the screen now shown; one line per screen in a journey. */
export async function expectAccessible(page: Page) {
  expect(await blockingAxeViolations(page), `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * A yyyy-MM-dd date as any organisation date format may show it, as a pattern to put in a RegExp: the
 * dates journey changes the shared organisation's format while other journeys run.
 */
export function shownDate(isoDate: string): string {
  const shown = DATE_FORMATS.map((format) => formatDate(isoDate, format).replace(/[/.-]/g, (c) => `\\${c}`));
  return `(?:${shown.join('|')})`;
}

/** The whole value of an input showing the date in any organisation format. */
export function inAnyDateFormat(isoDate: string): RegExp {
  return new RegExp(`^${shownDate(isoDate)}$`);
}
