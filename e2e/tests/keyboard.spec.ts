import { addDays, addMonthsClamped, LEAVE_MESSAGES as M, todayIso } from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, inAnyDateFormat, PASSWORD, shownDate } from './support';

/** Presses Tab until `target` has focus (at most `limit` times): proves it is reachable by keyboard in order. */
async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Logs in with the keyboard alone: the user id has focus on arrival, Tab moves on, Enter submits. */
async function keyboardLogin(page: Page, employeeId: string) {
  await page.goto('/');
  await expect(page.getByLabel('User ID')).toBeFocused();
  await page.keyboard.type(employeeId);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  const captcha = await page.getByTestId('captcha-text').getAttribute('data-captcha');
  await tabTo(page, page.getByLabel('Captcha', { exact: true }));
  await page.keyboard.type(captcha ?? '');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/$/);
}

/** A weekday far enough ahead that no other journey asks for it; a retry's is later than the first attempt's. */
function freeWeekday(retry: number): string {
  let day = addDays(todayIso(), 24 + 3 * retry);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** The calendar's name for a day, as the UI kit reads it out: "9 December 2026". */
function calendarDayName(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The last day of next month: one ArrowRight from it has to turn the calendar's month. */
function endOfNextMonth(): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

test.describe.configure({ mode: 'serial' });

test('login by keyboard alone, with visible focus and a named page', async ({ page }) => {
  await keyboardLogin(page, 'HRMS4');
  await expect(page).toHaveTitle('Home – HRMS');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('apply for leave and approve it with the keyboard alone; Escape closes a dialog and focus returns', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000); // every control is reached by Tab, one key press at a time (two people, a busy CI machine)
  const day = freeWeekday(testInfo.retry);
  // a context per person (axe-core needs pages opened from a context)
  const employee = await (await browser.newContext()).newPage();
  await keyboardLogin(employee, 'HRMS11');
  await employee.goto('/LeaveRequest');
  await expectAccessible(employee);
  await tabTo(employee, employee.getByRole('combobox', { name: 'Leave type' }));
  await employee.keyboard.press('ArrowDown');
  await expect(employee.getByRole('option', { name: 'Earn Leave' })).toBeVisible();
  while (!(await employee.getByRole('option', { name: 'Earn Leave' }).getAttribute('data-combobox-selected')))
    await employee.keyboard.press('ArrowDown');
  await employee.keyboard.press('Enter');
  // the date field is typed text: ISO yyyy-MM-dd is read whatever the organisation's format
  await tabTo(employee, employee.getByLabel('Start date'));
  await employee.keyboard.type(day);
  await tabTo(employee, employee.getByLabel('End date'));
  await employee.keyboard.type(day);
  await tabTo(employee, employee.getByLabel('Comments'));
  await employee.keyboard.type('Keyboard only.');
  await tabTo(employee, employee.getByRole('button', { name: 'Apply' }));
  await employee.keyboard.press('Enter');
  await expect(employee.getByText(M.applied)).toBeVisible();

  const manager = await (await browser.newContext()).newPage();
  await keyboardLogin(manager, 'HRMS3');
  await manager.goto('/LeaveApproval/HRMS3/ROLE_MANAGER');
  const pending = manager.getByTestId('pending');
  await expect(pending.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const approve = pending
    .getByRole('row')
    .filter({ hasText: new RegExp(shownDate(day)) })
    .getByRole('button', { name: "Approve Pooja Reddy's leave" });
  const next = pending.getByRole('button', { name: 'Next' });
  while (!(await approve.isVisible())) {
    await tabTo(manager, next, 80);
    await manager.keyboard.press('Enter');
  }
  await expectAccessible(manager);

  // Escape closes the comments dialog and gives focus back to the button that opened it; from the pager
  // the row's button is a few steps back (forward, Tab went round the whole page, past the test's time)
  await tabTo(manager, approve, 80, 'Shift+Tab');
  await manager.keyboard.press('Enter');
  const dialog = manager.getByRole('dialog', { name: 'Pooja Reddy' });
  await expect(dialog).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();

  await manager.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectAccessible(manager);
  // focus stays inside the dialog while it is open
  for (let i = 0; i < 8; i++) {
    await manager.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await tabTo(manager, dialog.getByLabel('Comments'));
  await manager.keyboard.type('Approved from the keyboard.');
  await tabTo(manager, dialog.getByRole('button', { name: 'Approve' }));
  await manager.keyboard.press('Enter');
  await expect(manager.getByText(M.approved)).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: new RegExp(shownDate(day)) })).toHaveCount(0);
});

test('pick a date from the calendar with the keyboard alone; Escape closes it unchanged', async ({ page }) => {
  await keyboardLogin(page, 'HRMS11');
  await page.goto('/LeaveRequest');
  const start = page.getByLabel('Start date');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  const day = (isoDate: string) => calendar.getByRole('button', { name: calendarDayName(isoDate), exact: true });
  const focused = page.locator(':focus');
  await tabTo(page, start);

  // ArrowDown opens the calendar with focus on today when no date is chosen; Tab reaches the month controls
  await page.keyboard.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await expect(focused).toHaveAttribute('data-today', 'true');
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('data-today', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();
  await expect(start).toHaveValue('');

  // from a typed date the arrows move day by day, past the month's end too, and Enter picks
  const typed = endOfNextMonth();
  await page.keyboard.type(typed);
  await page.keyboard.press('ArrowDown');
  await expect(day(typed)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(day(addDays(typed, 1))).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const picked = addDays(typed, 8);
  await expect(day(picked)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();
  await expect(start).toHaveValue(inAnyDateFormat(picked));

  // Escape closes the calendar and keeps the date
  await page.keyboard.press('ArrowDown');
  await expect(day(picked)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const before = addDays(picked, -1);
  await expect(day(before)).toBeFocused();
  // Home and End go to the week's Monday and Sunday, PageDown to the same day a month later
  const monday = addDays(before, -((new Date(`${before}T00:00:00Z`).getUTCDay() + 6) % 7));
  await page.keyboard.press('Home');
  await expect(day(monday)).toBeFocused();
  await page.keyboard.press('End');
  const sunday = addDays(monday, 6);
  await expect(day(sunday)).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(day(addMonthsClamped(sunday, 1))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();
  await expect(start).toHaveValue(inAnyDateFormat(picked));

  // Shift+PageDown and Shift+PageUp go to the same day a year later and earlier (the end date has no
  // latest day; the start date's is a year from today)
  const end = page.getByLabel('End date');
  await tabTo(page, end);
  await page.keyboard.type(picked);
  await page.keyboard.press('ArrowDown');
  await expect(day(picked)).toBeFocused();
  await page.keyboard.press('Shift+PageDown');
  await expect(day(addMonthsClamped(picked, 12))).toBeFocused();
  await page.keyboard.press('Shift+PageUp');
  await expect(day(picked)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(end).toBeFocused();
  await expect(end).toHaveValue(inAnyDateFormat(picked));
});
