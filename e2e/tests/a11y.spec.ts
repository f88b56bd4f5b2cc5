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

const screensOf = (account: (typeof ACCOUNTS)[number]) => [
  ...menuFor(account.role, account.id).flatMap((g) => g.items.map((i) => i.path)),
  ...account.extra,
];

/**
 * Each screen once, as the first account that opens it: the same address is the same screen, and so is
 * one's own dashboard or profile page whoever opens it (`/dashboard/HRMS1` and `/dashboard/HRMS4`).
 */
function distinctScreens(): Map<string, string[]> {
  const seen = new Set<string>();
  const first = (id: string, path: string) => {
    const screen = path.split(id).join(':me');
    return !seen.has(screen) && Boolean(seen.add(screen));
  };
  return new Map(ACCOUNTS.map((a) => [a.id, screensOf(a).filter((path) => first(a.id, path))]));
}

/**
 * On the desktop every screen of every role (a role's copy of a screen can hold other buttons and rows); on
 * the phone and in dark mode every screen once, as the first role that opens it: the narrow layout and the
 * colours do not change with the role, and the desktop sweep has seen each role's buttons and rows.
 */
const EVERY_ROLE = new Map(ACCOUNTS.map((a) => [a.id, screensOf(a)]));
const EACH_SCREEN_ONCE = distinctScreens();

/** A sweep in parts of this many screens: the parts spread over the workers, and a retry redoes one part. */
const SCREENS_PER_PART = 12;

function inParts(paths: string[]): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < paths.length; start += SCREENS_PER_PART) parts.push(paths.slice(start, start + SCREENS_PER_PART));
  return parts;
}

for (const [device, viewport, colorScheme, plan] of [
  ['desktop', DESKTOP, 'light', EVERY_ROLE],
  ['phone', PHONE, 'light', EACH_SCREEN_ONCE],
  ['desktop in dark mode', DESKTOP, 'dark', EACH_SCREEN_ONCE],
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

    for (const account of ACCOUNTS) {
      const parts = inParts(plan.get(account.id) ?? []);
      parts.forEach((paths, index) => {
        const part = parts.length > 1 ? ` (part ${index + 1} of ${parts.length})` : '';
        test(`every screen of ${account.id} has no serious or critical violations${part}`, async ({ page }) => {
          test.setTimeout(300_000);
          const inFlight = trackRequests(page);
          await loginAs(page, account.id);
          const found: string[] = [];
          for (const path of paths) {
            await openInApp(page, path, inFlight);
            for (const violation of await blockingAxeViolations(page)) found.push(`${path}: ${violation}`);
          }
          expect(found).toEqual([]);
        });
      });
    }
  });
}
