import { addDays, TIMESHEET_MESSAGES as M, todayIso, weekStartOf } from '@hrms/shared';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, PASSWORD, shownDate } from './support';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const thisMonday = weekStartOf(todayIso());
const weekPath = (employeeId: string, monday: string) => `/timeEntry/${employeeId}/${monday}/${addDays(monday, 6)}`;

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

test.describe('timesheets', () => {
  test('an employee fills and submits this week, and the manager approves it from the team view', async ({
    browser,
  }, testInfo) => {
    // the first attempt may have submitted this week: a retry fills last week, which the demo leaves free too
    const week = addDays(thisMonday, -7 * testInfo.retry);
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/entrypage/HRMS4');
    await expect(employee.getByRole('heading', { name: 'Time Sheet' })).toBeVisible();
    // the monthly lookup and the approval summary show the demo weeks
    await expect(employee.getByRole('table', { name: 'Approval summary' }).getByRole('row')).toHaveCount(5);

    // next week's days are read-only: they are all in the future
    await employee.goto(weekPath('HRMS4', addDays(thisMonday, 7)));
    await expect(employee.getByRole('table', { name: 'Week hours' })).toBeVisible();
    await expect(employee.getByLabel(`ATLAS-01 ${addDays(thisMonday, 7)}`)).toBeDisabled();

    await employee.goto(weekPath('HRMS4', week));
    const monday = employee.getByLabel(`ATLAS-01 ${week}`);
    await monday.fill('7.5');
    await expect(monday).toHaveValue('7.'); // two characters at most (spec 3 §5)
    await monday.fill('');
    await monday.fill('8');
    await expect(employee.getByTestId('week-total')).toHaveText('8.00');
    await employee.getByRole('button', { name: 'Submit' }).click();
    await employee.getByRole('dialog', { name: 'Submit timesheet' }).getByRole('button', { name: 'Submit week' }).click();
    await expect(toast(employee, M.submitted)).toBeVisible();
    await expect(employee.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(monday).toBeDisabled();

    const manager = await signedIn(browser, 'HRMS3');
    await manager.goto('/entrypage/HRMS3');
    await manager.getByRole('link', { name: 'Team Time Sheets' }).click();
    await expect(manager).toHaveURL(/\/table$/);
    await manager.getByLabel('Search people').fill('HRMS4');
    const row = manager.getByRole('row').filter({ hasText: 'HRMS4' });
    await row.getByRole('link', { name: 'View', exact: true }).click();
    await expect(manager.getByRole('heading', { name: /Time Summary/ })).toBeVisible();
    await manager.getByRole('button', { name: `Approve week ${week}` }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Comments are mandatory.')).toBeVisible();
    await dialog.getByLabel('Comments').fill('Thanks, approved');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    const approved = manager.getByRole('row').filter({ hasText: new RegExp(shownDate(week)) });
    await expect(approved).toContainText('Approved');

    await manager.goto('/status/HRMS4');
    await expect(manager.getByRole('row').filter({ hasText: new RegExp(shownDate(week)) })).toContainText('Thanks, approved');
    await employee.close();
    await manager.close();
  });

  test('a rejected week is corrected and resubmitted', async ({ browser }, testInfo) => {
    const rejectedMonday = addDays(thisMonday, -21);
    // the demo rejects this week of both its engineers: a first attempt may have resubmitted HRMS4's already
    const who = testInfo.retry === 0 ? 'HRMS4' : 'HRMS11';
    const employee = await signedIn(browser, who);
    await employee.goto(weekPath(who, rejectedMonday));
    await expect(employee.getByText('Friday is missing, please add it')).toBeVisible();
    await employee.getByLabel(`ATLAS-01 ${addDays(rejectedMonday, 4)}`).fill('8');
    await employee.getByRole('button', { name: 'Submit' }).click();
    await employee.getByRole('dialog', { name: 'Submit timesheet' }).getByRole('button', { name: 'Submit week' }).click();
    await expect(toast(employee, M.submitted)).toBeVisible();
    await expect(employee.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(employee.getByTestId('week-total')).toHaveText('40.00');
    await employee.close();
  });

  test("an employee opening another employee's timesheet is refused", async ({ browser }) => {
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/entrypage/HRMS11');
    await expect(employee.getByRole('alert')).toContainText(M.ownOnly);
    await employee.goto(weekPath('HRMS11', thisMonday));
    await expect(employee.getByRole('alert')).toContainText(M.ownOnly);
    await employee.close();
  });
});

/** The person logs eight hours a day, Monday to Friday, on their project and submits the week, through the API. */
async function submitWeek(request: APIRequestContext, employeeId: string, projectCode: string, monday: string) {
  const login = await request.post('/hrmsapplication/authentication/login', { data: { employeeId, password: PASSWORD } });
  const { token, organizationId } = await login.json();
  const headers = { Authorization: `Bearer ${token}`, organizationId };
  const days = [0, 1, 2, 3, 4].map((i) => ({ date: addDays(monday, i), working_hours: 8 }));
  const saved = await request.post('/hrmsapplication/createTimeSheets/create', {
    headers,
    data: { employeeId, projectCode, projectName: 'Orion Payments', days, working_hours: '40.00' },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const submitted = await request.post('/hrmsapplication/timesheetapproval/', {
    headers,
    data: { employeeId, fromDate: monday, toDate: addDays(monday, 6), totalHours: 0 },
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);
}

test.describe('timesheets in bulk (issue 33 point 5)', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`a manager selects two people's submitted weeks on the team list and approves them in one go (${device})`, async ({
      browser,
      request,
    }, testInfo) => {
      // Rohan Gupta (HRMS10) manages Nikhil Bansal (HRMS14) and Ishita Kapoor (HRMS15), both on ORION-02 since
      // 300 days ago; no other journey submits their weeks this far back. Each device, and a retry, its own week.
      const monday = addDays(thisMonday, -7 * (20 + (device === 'phone' ? 1 : 0) + 2 * testInfo.retry));
      await submitWeek(request, 'HRMS14', 'ORION-02', monday);
      await submitWeek(request, 'HRMS15', 'ORION-02', monday);

      const manager = await (await browser.newContext({ viewport })).newPage();
      await loginAs(manager, 'HRMS10');
      await manager.goto('/table');
      const waiting = manager.getByTestId('timesheets-waiting');
      const week = `${shownDate(monday)} to ${shownDate(addDays(monday, 6))}`;
      const selectNikhil = { name: new RegExp(`^Select Nikhil Bansal's week ${week}$`) };
      const nikhil = waiting.getByRole('checkbox', selectNikhil);
      const ishita = waiting.getByRole('checkbox', { name: new RegExp(`^Select Ishita Kapoor's week ${week}$`) });
      // each week shows the person, its dates, its hours and a link to the person's weeks
      const row = waiting
        .getByRole(device === 'phone' ? 'listitem' : 'row')
        .filter({ has: manager.getByRole('checkbox', selectNikhil) });
      await expect(row).toContainText('Nikhil Bansal (HRMS14)');
      await expect(row).toContainText(new RegExp(week));
      await expect(row).toContainText('40.00');
      await expect(row.getByRole('link', { name: "Review Nikhil Bansal's weeks" })).toHaveAttribute(
        'href',
        /\/timesheets\/HRMS14\?request=\d+$/,
      );
      if (device === 'phone') await expect(row).toContainText('Select');
      await nikhil.check();
      await ishita.check();
      const bar = waiting.getByRole('region', { name: 'Decide several at once' });
      await expect(bar).toContainText('2 selected');
      await expectAccessible(manager);

      await bar.getByRole('button', { name: 'Approve selected' }).click();
      const dialog = manager.getByRole('dialog', { name: '2 selected requests' });
      await expect(dialog).toContainText(new RegExp(`Nikhil Bansal's week ${week}`));
      await expect(dialog).toContainText(new RegExp(`Ishita Kapoor's week ${week}`));
      await expectAccessible(manager);
      await dialog.getByLabel('Comments').fill('Both weeks match the project plan.');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(manager.getByText('2 requests approved.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(nikhil).toHaveCount(0);
      await expect(ishita).toHaveCount(0);

      // the weeks now read Approved on each person's weeks
      for (const who of ['HRMS14', 'HRMS15']) {
        await manager.goto(`/timesheets/${who}`);
        const decided = manager
          .getByRole(device === 'phone' ? 'listitem' : 'row')
          .filter({ hasText: new RegExp(shownDate(monday)) });
        await expect(decided).toContainText('Approved');
      }
      await manager.context().close();
    });
  }
});
