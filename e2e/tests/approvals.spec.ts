import { APPROVAL_MESSAGES, EMPLOYEE_MESSAGES } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

/** Picks an option of a Mantine Select inside a section. */
async function choose(page: Page, section: string, label: string, option: string) {
  await page.getByTestId(section).getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Searches the employee's own requests once their rows are there and expects one row with these texts.
 * The search is typed again when the table was re-rendered empty meanwhile (seen in CI on 2026-11-28: the
 * box lost what was typed once the page settled; the cause is not found yet).
 */
async function searchMine(mine: ReturnType<Page['getByTestId']>, text: string, expected: string[]) {
  await expect(mine.getByTestId('status-row').first()).toBeVisible();
  await expect(async () => {
    await mine.getByLabel('Search').fill(text);
    await expect(mine.getByTestId('status-row')).toHaveCount(1, { timeout: 3_000 });
    for (const part of expected) await expect(mine.getByTestId('status-row')).toContainText(part, { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
}

test.describe('profile-change approvals', () => {
  test('an employee asks for a change, the manager approves it, and the employee sees it applied', async ({
    browser,
  }, testInfo) => {
    // a retry asks for another name: the first attempt's may be applied already (no change to ask for)
    const middleName = ['Lakshmi', 'Lalitha'][testInfo.retry] ?? 'Latha';
    // HRMS4 requests a change on the personal-details page.
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/personalDetails/HRMS4');
    await employee.getByRole('button', { name: 'Request a change' }).click();
    const form = employee.getByRole('dialog', { name: 'Request a change' });
    await form.getByLabel('Middle Name').fill(middleName);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(employee.getByText(EMPLOYEE_MESSAGES.changeRequested)).toBeVisible();

    await employee.goto('/ProfileDetailsStatus/HRMS4');
    const mine = employee.getByTestId('status');
    await searchMine(mine, middleName, ['Middle name', 'Pending']);

    // The manager HRMS3 finds it with the filters, needs a comment, approves.
    const manager = await signedIn(browser, 'HRMS3');
    await manager.goto('/ProfileDetailsApproval/HRMS3/ROLE_MANAGER');
    const pending = manager.getByTestId('pending');
    await expect(pending.getByTestId('pending-row').first()).toBeVisible();
    await expect(pending.getByTestId('pending-row')).toHaveCount(3);
    await expect(pending.getByTestId('pending-page')).toHaveText(/^Page 1 of \d+$/);
    await choose(manager, 'pending', 'Employee ID', 'HRMS4');
    await choose(manager, 'pending', 'Field Name', 'Middle name');
    const row = pending.getByTestId('pending-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(middleName);

    await row.getByRole('button', { name: "Approve Ananya Rao's request" }).click();
    const dialog = manager.getByRole('dialog', { name: 'Ananya Rao' });
    await dialog.getByLabel('Comments').fill('   ');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText(APPROVAL_MESSAGES.commentsRequired)).toBeVisible();
    await dialog.getByLabel('Comments').fill('Matches the Aadhaar card.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(APPROVAL_MESSAGES.approved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(pending.getByTestId('pending-row')).toHaveCount(0);
    await expect(pending.getByText(APPROVAL_MESSAGES.noResults)).toBeVisible();

    const decided = manager.getByTestId('decided');
    await decided.getByLabel('Search').fill(middleName);
    await expect(decided.getByTestId('decided-row')).toHaveCount(1);
    await expect(decided.getByTestId('decided-row')).toContainText('Approved');
    await expect(decided.getByTestId('decided-row')).toContainText('Matches the Aadhaar card.');

    // HRMS4 sees the decision and the new value.
    await employee.goto('/ProfileDetailsStatus/HRMS4');
    await searchMine(mine, middleName, ['Approved', 'Matches the Aadhaar card.']);
    await employee.goto('/personalDetails/HRMS4');
    await expect(employee.getByTestId('detail-Middle Name')).toContainText(middleName);
  });

  test('the status page pages 5 rows, says when nothing matches, and goes back to the hub', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.goto('/ProfileDetailsStatus/HRMS4');
    const mine = page.getByTestId('status');
    await expect(mine.getByTestId('status-row').first()).toBeVisible();
    expect(await mine.getByTestId('status-row').count()).toBeLessThanOrEqual(5);
    await mine.getByLabel('Search').fill('no such thing');
    await expect(mine.getByText(APPROVAL_MESSAGES.noResults)).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/ApprovalMaster$/);
  });

  test('the hub shows employees their statuses and approvers their approvals', async ({ browser }) => {
    const employee = await signedIn(browser, 'HRMS4');
    await employee.goto('/ApprovalMaster');
    await expect(employee.getByRole('link', { name: 'Leave Status' })).toHaveAttribute('href', '/LeaveStatus/HRMS4');
    await expect(employee.getByRole('link', { name: 'Attendance Status' })).toHaveAttribute('href', '/AttendanceStatus/HRMS4');
    await expect(employee.getByRole('link', { name: 'Profile Change Status' })).toHaveAttribute(
      'href',
      '/ProfileDetailsStatus/HRMS4',
    );
    await expect(employee.getByRole('link', { name: 'Leave Approvals' })).toHaveCount(0);

    const hr = await signedIn(browser, 'HRMS2');
    await hr.goto('/ApprovalMaster');
    await expect(hr.getByRole('link', { name: 'Leave Approvals' })).toHaveAttribute('href', '/LeaveApproval/HRMS2/ROLE_HR');
    await expect(hr.getByRole('link', { name: 'Attendance Approvals' })).toHaveAttribute(
      'href',
      '/AttendanceApproval/HRMS2/ROLE_HR',
    );
    await hr.getByRole('link', { name: 'Profile Change Approvals' }).click();
    await expect(hr).toHaveURL(/\/ProfileDetailsApproval\/HRMS2\/ROLE_HR$/);
    await expect(hr.getByTestId('pending-row').first()).toBeVisible();
    await hr.getByRole('link', { name: 'My Status' }).click();
    await expect(hr).toHaveURL(/\/ProfileDetailsStatus\/HRMS2$/);
    await hr.getByRole('link', { name: 'Back' }).click();
    await expect(hr).toHaveURL(/\/ProfileDetailsApproval\/HRMS2\/ROLE_HR$/);
  });

  test("an unrecognised role only logs 'User role not recognized' and makes no call", async ({ page }) => {
    await loginAs(page, 'HRMS4');
    const messages: string[] = [];
    const calls: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    page.on('request', (request) => {
      if (request.url().includes('/profileApprovals/')) calls.push(request.url());
    });
    await page.goto('/ProfileDetailsApproval/HRMS4/ROLE_EMPLOYEE');
    await expect(page.getByTestId('pending').getByText(APPROVAL_MESSAGES.noResults)).toBeVisible();
    expect(messages).toContain(APPROVAL_MESSAGES.roleNotRecognized);
    expect(calls).toEqual([]);
  });
});
