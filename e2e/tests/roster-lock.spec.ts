import { expect, test } from '@playwright/test';
import { expectAccessible, FIRST_LOAD, loginAs, monthName, pickMonth, snapAtWidth, snapThenOnPhone } from './support';
import { pickInRoster, rosterGridWithHRMS11Ticked } from './support-roster';

test.setTimeout(300_000);

const thisMonth = () => new Date().toISOString().slice(0, 7);
/** yyyy-MM `back` months ago: the demo publishes last month's pay run, and a month a pay run holds cannot be unlocked. */
function monthsAgo(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}
const dayOfMonth = (n: number) => `${thisMonth()}-${String(n).padStart(2, '0')}`;

test('a manager fills a reportee’s month by a weekly rotation, then changes chosen days by dragging and by keyboard', async ({
  page,
}) => {
  const grid = await rosterGridWithHRMS11Ticked(page);

  // a rotation: week 1 the general shift, week 2 nights, then again
  await pickInRoster(page, 'roster-site', 'BLR');
  await pickInRoster(page, 'pattern-week-1', 'GEN');
  await pickInRoster(page, 'pattern-week-2', 'NIGHT');
  await page.getByTestId('pattern-fill').click();
  await expect(page.getByText('Rostered 1 people.')).toBeVisible(FIRST_LOAD);
  const cell = (n: number) => grid.getByTestId(`cell-HRMS11-${dayOfMonth(n)}`);
  await expect(cell(1)).toHaveText('GEN');
  await expect(cell(7)).toHaveText('GEN');
  await expect(cell(8)).toHaveText('NIGHT');
  await expect(cell(15)).toHaveText('GEN');

  // drag over the 2nd to the 4th, and give them nights
  await cell(2).hover();
  await page.mouse.down();
  await cell(3).hover();
  await cell(4).hover();
  await page.mouse.up();
  await expect(page.getByTestId('cells-selected')).toHaveText('3 days selected');
  await pickInRoster(page, 'roster-shift', 'NIGHT');
  await page.getByTestId('cells-apply').click();
  await expect(page.getByText('3 days rostered.')).toBeVisible(FIRST_LOAD);
  for (const n of [2, 3, 4]) await expect(cell(n)).toHaveText('NIGHT');
  await expect(cell(5)).toHaveText('GEN');

  // the keyboard's way: a day is a toggle button
  await cell(5).focus();
  await page.keyboard.press('Space');
  await expect(cell(5)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('cells-clear').click();
  await expect(page.getByText('1 days cleared.')).toBeVisible(FIRST_LOAD);
  await expect(cell(5)).toHaveText('');
  await expectAccessible(page);
  await snapThenOnPhone(page, 'roster-grid-pattern');
});

test('an admin locks a month, and HR unlocks it with a reason', async ({ page, browser }, info) => {
  // a month no pay run holds (payroll journeys run three and four months back), another on a retry
  const month = monthsAgo(7 + info.retry);
  const name = monthName(month);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS1');
  await page.goto('/timeAttendance');
  await page.getByRole('tab', { name: 'Lock month' }).click();
  await pickMonth(page.getByLabel('Month', { exact: true }), page, month);
  await page.getByTestId('lock-month').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock month' }).click();
  await expect(page.getByTestId('lock-result')).toContainText(`${name} locked:`, FIRST_LOAD);
  await expect(page.getByTestId('locks-table')).toBeVisible();
  await expectAccessible(page);
  await snapAtWidth(page, 'lock-done');

  const hr = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAs(hr, 'HRMS2');
  await hr.goto('/timeAttendance');
  await hr.getByRole('tab', { name: 'Lock month' }).click();
  // HR does not lock, but unlocks
  await expect(hr.getByTestId('lock-month')).toHaveCount(0);
  const unlock = hr.getByRole('button', { name: `Unlock ${name}` });
  await unlock.click(FIRST_LOAD);
  const dialog = hr.getByRole('dialog');
  await dialog.getByTestId('unlock-confirm').click();
  await expect(dialog.getByText('Say why the month is unlocked (3 to 500 characters).')).toBeVisible();
  await dialog.getByTestId('unlock-reason').fill('A leave approved late changes two days');
  await expectAccessible(hr);
  await snapAtWidth(hr, 'unlock-dialog');
  await dialog.getByTestId('unlock-confirm').click();
  await expect(hr.getByText(`${name} unlocked.`)).toBeVisible(FIRST_LOAD);
  await expect(unlock).toHaveCount(0);
  await hr.context().close();
});

test('the clock card shows both buttons whole on a phone and on a desktop', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/userdashboard');
    const card = page.getByTestId('clock-card');
    await expect(card).toBeVisible(FIRST_LOAD);
    for (const name of ['Clock in', 'Clock out']) {
      const button = card.getByRole('button', { name, exact: true });
      const box = await button.boundingBox();
      const cardBox = await card.boundingBox();
      expect(box && cardBox && box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width + 0.5).toBe(true);
      // the label is not cut: the button's content fits inside it
      const clipped = await button.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        return label.scrollWidth > label.clientWidth + 1;
      });
      expect(clipped).toBe(false);
    }
    if (process.env.SCREENSHOTS_DIR) await card.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/clock-card-${width}.png` });
    await snapAtWidth(page, 'dashboard-clock');
  }
});

test('a manager reads the team calendar of last month on a desktop and on a phone', async ({ page }) => {
  const month = monthsAgo(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS3');
  await page.goto('/timeAttendance?tab=calendar');
  await expect(page.getByTestId('calendar-showing')).toBeVisible(FIRST_LOAD);
  await pickMonth(page.getByLabel('Month', { exact: true }), page, month);
  const calendar = page.getByTestId('team-calendar');
  // the demo's terminal punched last month's working days: the reportee was present on some
  await expect(calendar.getByTestId('total-HRMS4-present')).not.toHaveText('0', FIRST_LOAD);
  await expect(calendar.getByTestId('calendar-row-HRMS11')).toBeVisible();
  // HRMS6 reports to the CEO, not to this manager
  await expect(calendar.getByTestId('calendar-row-HRMS6')).toHaveCount(0);
  await expect(calendar.getByRole('columnheader', { name: 'Days without pay' })).toBeVisible();
  await expect(page.getByTestId('calendar-showing')).toHaveText(/^1–\d+ of \d+ people$/);
  await expectAccessible(page);
  await snapAtWidth(page, 'team-calendar');

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('calendar-row-HRMS4');
  await expect(card).toContainText('Present:');
  // a card per person fits the phone's width
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectAccessible(page);
  await snapAtWidth(page, 'team-calendar');

  // one department of the team: HRMS9 leads QA, the others are engineers
  await page.getByTestId('calendar-department').click();
  await page.getByRole('option', { name: 'Quality Assurance' }).click();
  await expect(page.getByTestId('calendar-row-HRMS9')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('calendar-row-HRMS4')).toHaveCount(0);
  await expectAccessible(page);
});
