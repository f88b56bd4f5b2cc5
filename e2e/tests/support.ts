import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATE_FORMATS, formatDate } from '@hrms/shared';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { E2E_DATA_DIR } from '../playwright.config';

export const PASSWORD = 'Welcome@123';

/** A first screen load waits for a fresh server on a busy machine (the code and the demo data load once). */
export const FIRST_LOAD = { timeout: 45_000 };

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

/** Signs the current person out, then the next one in (the login page sends a signed-in person on). */
export async function switchTo(page: Page, employeeId: string) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, employeeId);
}

/** A month ("2026-12") as the month picker names its button: "December 2026". */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Picks a month ("2026-12") in the month field labelled `label`: opens it, waits for its year page (isVisible()
 * does not wait, so asking before the page is open would turn years for nothing), then turns years towards the month.
 */
export async function pickMonth(field: Locator, page: Page, month: string) {
  await field.click(FIRST_LOAD);
  const year = page.getByRole('button', { name: 'Choose a year' });
  await expect(year).toBeVisible();
  const control = page.getByRole('button', { name: monthName(month), exact: true });
  const towards = Number(month.slice(0, 4)) > Number(await year.textContent()) ? 'Next year' : 'Previous year';
  for (let i = 0; i < 5 && !(await control.isVisible()); i++) await page.getByRole('button', { name: towards }).click();
  await control.click();
}

/** Opens a Mantine select by its label and clicks the option. */
export async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes the comments in the approval dialog now open and approves. */
export async function approveInDialog(page: Page, comments: string) {
  await page.getByRole('dialog').getByRole('textbox').fill(comments);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Approve|Submit|Confirm/ })
    .last()
    .click();
}

/** A full-page screenshot for looking at the screen by eye, only when asked (SCREENSHOTS_DIR). */
export async function snap(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Like snap, the name ending in the viewport's width (one screen at several widths). */
export async function snapAtWidth(page: Page, name: string) {
  await snap(page, `${name}-${page.viewportSize()?.width ?? 0}`);
}

/** snapAtWidth at the width shown, then again on a phone (390 px), which the page is left at. */
export async function snapThenOnPhone(page: Page, name: string) {
  await snapAtWidth(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await snapAtWidth(page, name);
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
