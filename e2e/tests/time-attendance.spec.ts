import { APPROVAL_MESSAGES, addDays, SHIFT_SWAP_MESSAGES, timeOfMinute, wallClockOf } from '@hrms/shared';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, FIRST_LOAD, loginAs, PASSWORD, snapAtWidth, snapThenOnPhone } from './support';
import { pickInRoster, rosterGridWithHRMS11Ticked } from './support-roster';

/** The demo's Bengaluru office (site BLR, 300 m), and a point in Mumbai, far outside it. */
const OFFICE = { latitude: 12.9716, longitude: 77.5946, accuracy: 20 };
const MUMBAI = { latitude: 19.076, longitude: 72.8777, accuracy: 20 };

test.setTimeout(180_000);

async function apiAs(request: APIRequestContext, employeeId: string) {
  const login = await request.post('/hrmsapplication/authentication/login', { data: { employeeId, password: PASSWORD } });
  const { token, organizationId } = await login.json();
  return { Authorization: `Bearer ${token}`, organizationId };
}

/**
 * The demo rosters its general shift (09:30–18:30); a journey may run at any hour, so HRMS4 gets a shift
 * around now (the server and this runner share the machine's time zone, the demo organisation's).
 * Doing it again on a retry changes nothing.
 */
async function rosterAroundNow(request: APIRequestContext) {
  const headers = await apiAs(request, 'HRMS1');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = wallClockOf(new Date(), zone);
  const shift = await request.put('/hrmsapplication/attendance/shifts/E2ENOW', {
    headers,
    data: {
      name: 'Journey shift',
      start: timeOfMinute(now.minute - 60),
      end: timeOfMinute(now.minute + 180),
      breakMinutes: 30,
      graceMinutes: 10,
      halfDayMinutes: 120,
      fullDayMinutes: 200,
      weeklyOff: [],
    },
  });
  expect(shift.status(), await shift.text()).toBe(200);
  const roster = await request.post('/hrmsapplication/attendance/rosters', {
    headers,
    data: { employeeIds: ['HRMS4'], shift: 'E2ENOW', site: 'BLR', from: addDays(now.date, -1), to: addDays(now.date, 1) },
  });
  expect(roster.status(), await roster.text()).toBe(200);
}

async function phoneAt(browser: Browser, geolocation: typeof OFFICE | null): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  await loginAs(page, 'HRMS4');
  await page.goto('/userdashboard');
  return page;
}

test('an employee clocks in on a phone at the office, and is told why not from elsewhere or without location', async ({
  browser,
  request,
}) => {
  await rosterAroundNow(request);

  const atOffice = await phoneAt(browser, OFFICE);
  await atOffice.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(atOffice.getByTestId('clock-outcome')).toContainText('Clocked in at', FIRST_LOAD);
  await expect(atOffice.getByTestId('clock-outcome')).toContainText('BLR');
  await expectAccessible(atOffice);
  await snapAtWidth(atOffice, 'clock-in');
  await atOffice.setViewportSize({ width: 1440, height: 900 });
  await snapAtWidth(atOffice, 'clock-in');
  await atOffice.context().close();

  const away = await phoneAt(browser, MUMBAI);
  await away.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(away.getByTestId('clock-outcome')).toContainText(/You are [\d.]+ km from Bengaluru office/);
  await snapAtWidth(away, 'clock-in-outside');
  await away.context().close();

  const noLocation = await phoneAt(browser, null);
  await noLocation.getByRole('button', { name: 'Clock out', exact: true }).click();
  await expect(noLocation.getByTestId('clock-outcome')).toContainText('Location access is blocked');
  await snapAtWidth(noLocation, 'clock-in-denied');
  await noLocation.context().close();
});

test('a manager rosters a reportee on the night shift for the month in the grid', async ({ page }) => {
  const grid = await rosterGridWithHRMS11Ticked(page);
  await pickInRoster(page, 'roster-shift', 'NIGHT');
  await pickInRoster(page, 'roster-site', 'BLR');
  await page.getByTestId('roster-assign').click();
  await expect(page.getByText('Rostered 1 people.')).toBeVisible(FIRST_LOAD);
  await expect(grid.getByTestId('roster-row-HRMS11').locator('td').first()).toHaveText('NIGHT');
  await expect(grid.getByTestId('roster-row-HRMS4').locator('td').first()).not.toHaveText('NIGHT');
  await expectAccessible(page);
  await snapThenOnPhone(page, 'roster-grid');
});

test('an employee reads their days, and an admin sees shifts, sites and the lock', async ({ page: employeePage, browser }) => {
  let page = employeePage;
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS4');
  await page.goto('/myDays');
  await expect(page.getByTestId('days-totals')).toContainText(/Present [1-9]/, FIRST_LOAD);
  await expectAccessible(page);
  await snapThenOnPhone(page, 'my-days');

  // a signed-in page skips the login form: the admin signs in in a context of their own
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(page, 'HRMS1');
  await page.goto('/timeAttendance');
  await page.getByRole('tab', { name: 'Shifts' }).click();
  await expect(page.getByRole('cell', { name: 'GEN', exact: true })).toBeVisible(FIRST_LOAD);
  await expectAccessible(page);
  await snapAtWidth(page, 'shifts');
  await page.getByRole('tab', { name: 'Sites' }).click();
  await expect(page.getByRole('cell', { name: 'Bengaluru office' })).toBeVisible();
  await snapAtWidth(page, 'sites');
  await page.getByRole('tab', { name: 'Lock month' }).click();
  await expect(page.getByTestId('lock-month')).toBeVisible();
  await expectAccessible(page);
  await snapAtWidth(page, 'lock');
});

test('a shift swap waits for the teammate’s consent, who accepts it on a phone, then the manager approves it', async ({
  browser,
}) => {
  const open = async (employeeId: string, width: number) => {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await context.newPage();
    await loginAs(page, employeeId);
    return page;
  };
  // HRMS28 (general shift) and HRMS30 (nights) both report to HRMS27; the demo rosters them to the end of next month
  const asker = await open('HRMS28', 1440);
  await asker.goto('/shiftSwaps');
  await asker.getByTestId('swap-partner').click(FIRST_LOAD);
  await asker.getByRole('option', { name: /\(HRMS30\)/ }).click();
  await asker.getByLabel('Reason').fill('A family function in the evening');
  await asker.getByTestId('swap-submit').click();
  await expect(asker.getByText(SHIFT_SWAP_MESSAGES.filed)).toBeVisible(FIRST_LOAD);
  const asked = asker.getByTestId('swaps-table').getByRole('row').filter({ hasText: 'HRMS30' }).first();
  await expect(asked).toContainText('Waiting for the teammate');
  await expectAccessible(asker);
  await snapAtWidth(asker, 'swap-asked');

  const partner = await open('HRMS30', 390);
  // the teammate's bell has the request, marked as waiting for them, and keeps counting it once read
  const bell = partner.locator('[data-notifications-bell]');
  await expect(bell).toHaveAccessibleName(/unread/, FIRST_LOAD);
  await bell.click();
  const panel = partner.getByTestId('notifications-panel');
  const asking = panel.getByRole('button').filter({ hasText: 'asks to swap shifts with you' }).first();
  await expect(asking.getByTestId('notification-status')).toHaveText('Waiting for your answer');
  await expectAccessible(partner);
  await snapAtWidth(partner, 'swap-bell');
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, Shift swaps waiting for your answer: 1');
  await expectAccessible(partner);
  await snapAtWidth(partner, 'swap-bell-to-answer');
  await panel.getByTestId('notifications-to-answer').click();
  await expect(partner).toHaveURL(/\/shiftSwaps$/);
  const answers = partner.getByTestId('swap-answers');
  const card = answers.locator('[data-testid^="swap-answer-"]').filter({ hasText: 'HRMS28' }).first();
  await expect(card).toContainText('A family function in the evening', FIRST_LOAD);
  await expectAccessible(partner);
  await snapAtWidth(partner, 'swap-to-answer');
  await card.getByLabel('Comments').fill('Happy to help');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(partner.getByText(SHIFT_SWAP_MESSAGES.accepted)).toBeVisible();
  // answered: nothing left in the bell
  await partner.reload();
  await expect(bell).toHaveAccessibleName('Notifications', FIRST_LOAD);
  await partner.context().close();

  const manager = await open('HRMS27', 1440);
  await manager.goto('/shiftSwaps?view=awaiting');
  const waiting = manager.getByTestId('swaps-table').getByRole('row').filter({ hasText: 'HRMS28' }).first();
  await expect(waiting).toContainText('Pending', FIRST_LOAD);
  await expectAccessible(manager);
  await snapAtWidth(manager, 'swap-awaiting');
  await waiting.getByRole('button', { name: /^Approve/ }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Comments').fill('Fine, the night is covered.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText(APPROVAL_MESSAGES.approved)).toBeVisible();
  await manager.context().close();

  await asker.reload();
  await expect(asker.getByTestId('swaps-table').getByRole('row').filter({ hasText: 'HRMS30' }).first()).toContainText(
    'Approved',
    FIRST_LOAD,
  );
  // the teammate's words travel with the swap
  await expect(asker.getByTestId('swaps-table').getByRole('row').filter({ hasText: 'HRMS30' }).first()).toContainText(
    'Happy to help',
  );
  await snapAtWidth(asker, 'swap-approved');
  await asker.context().close();
});
