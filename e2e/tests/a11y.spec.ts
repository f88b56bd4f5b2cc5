import { menuFor, type Role } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { blockingAxeViolations, loginAs } from './support';

test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Each demo account with its role, plus the screens reached from links rather than the menu. */
const ACCOUNTS: { id: string; role: Role; extra: string[] }[] = [
  { id: 'HRMS1', role: 'ROLE_ADMIN', extra: [] },
  { id: 'HRMS2', role: 'ROLE_HR', extra: ['/LeaveApproval/HRMS2/ROLE_HR', '/AttendanceApproval/HRMS2/ROLE_HR'] },
  {
    id: 'HRMS3',
    role: 'ROLE_MANAGER',
    extra: [
      '/LeaveApproval/HRMS3/ROLE_MANAGER',
      '/AttendanceApproval/HRMS3/ROLE_MANAGER',
      '/ProfileDetailsApproval/HRMS3/ROLE_MANAGER',
    ],
  },
  { id: 'HRMS4', role: 'ROLE_EMPLOYEE', extra: [] },
  { id: 'HRMS5', role: 'ROLE_ONBOARDING', extra: [] },
];

/**
 * Opens a screen the way the app's own links do (the router follows the history), not by reloading the
 * whole app for each of the sweep's hundreds of screens, then waits until its requests have settled.
 */
async function openInApp(page: Page, path: string, inFlight: () => number) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  for (let calm = 0; calm < 4; calm = inFlight() === 0 ? calm + 1 : 0) await page.waitForTimeout(100);
}

/** Counts the page's requests still on the wire. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return () => inFlight;
}

/**
 * Every role's screens on the desktop and on the phone; in dark mode (colours only, set once in the
 * theme) the administrator (the widest menu) and the employee (the self-service screens), which keeps
 * the journeys' time in CI in bounds.
 */
const EVERY_ROLE = ACCOUNTS.map((a) => a.id);
const WIDEST_ROLES = ['HRMS1', 'HRMS4'];

for (const [device, viewport, colorScheme, swept] of [
  ['desktop', DESKTOP, 'light', EVERY_ROLE],
  ['phone', PHONE, 'light', EVERY_ROLE],
  ['desktop in dark mode', DESKTOP, 'dark', WIDEST_ROLES],
] as const) {
  test.describe(`axe WCAG 2.1 AA on ${device}`, () => {
    test.use({ viewport, colorScheme });

    test('the public screens have no serious or critical violations', async ({ page }) => {
      const found: string[] = [];
      for (const path of ['/', '/forgot', '/unauthorized', '/undermaintaience']) {
        await page.goto(path);
        for (const violation of await blockingAxeViolations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
    });

    for (const account of ACCOUNTS.filter((a) => swept.includes(a.id))) {
      test(`every screen of ${account.id} has no serious or critical violations`, async ({ page }) => {
        test.setTimeout(600_000);
        const inFlight = trackRequests(page);
        await loginAs(page, account.id);
        const paths = [...menuFor(account.role, account.id).flatMap((g) => g.items.map((i) => i.path)), ...account.extra];
        const found: string[] = [];
        for (const path of paths) {
          await openInApp(page, path, inFlight);
          for (const violation of await blockingAxeViolations(page)) found.push(`${path}: ${violation}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
