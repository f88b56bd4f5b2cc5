import { APPROVAL_MESSAGES, addDays, LEAVE_MESSAGES as M, todayIso } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginAs, mailsTo, shownDate } from './support';

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

async function earnBalance(page: Page) {
  await page.goto('/LeaveBalance');
  const cell = page.getByTestId('balance-EARNLEAVE');
  await expect(cell).toBeVisible();
  return Number(await cell.innerText());
}

test.describe.configure({ mode: 'serial' });

test.describe('leave', () => {
  test('the admin defines a leave type with every rule checked', async ({ page }, testInfo) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/LeaveForm');
    await expect(page.getByTestId('leave-type-cards')).toBeVisible();
    const remove = page.getByRole('button', { name: 'Delete Menstruation Leaves' });
    // a first attempt may have stopped between deleting the type and adding it back
    if (testInfo.retry === 0 || (await remove.isVisible())) {
      await remove.click();
      const confirm = page.getByRole('dialog', { name: 'Delete leave type' });
      await expect(confirm.getByText(M.deleteConfirm)).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(M.leaveTypeDeleted)).toBeVisible();
    }
    await expect(page.getByTestId('leave-type-cards').getByText('Menstruation Leaves', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: '+ Add Leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Leave Type' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText(M.leaveTypeRequired)).toBeVisible();
    await expect(dialog.getByText(M.countPositive)).toBeVisible();
    await expect(dialog.getByText(M.descriptionRequired)).toBeVisible();
    await dialog.getByLabel('Leave type').click();
    await page.getByRole('option', { name: 'Menstruation Leaves' }).click();
    await dialog.getByLabel('Count (days a year)').fill('123');
    await expect(dialog.getByLabel('Count (days a year)')).toHaveValue('12');
    await dialog.getByLabel('Description').fill('One day a month, no questions asked.');
    // BEYOND §B9: a type for one gender
    await dialog.getByLabel(/^For/).click();
    await page.getByRole('option', { name: 'Women' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(M.leaveTypeCreated)).toBeVisible();
    const card = page.getByTestId('leave-type-cards').getByLabel('Menstruation Leaves', { exact: true });
    await expect(page.getByTestId('leave-type-cards').getByText('One day a month, no questions asked.')).toBeVisible();
    await expect(card.getByText('For: Women')).toBeVisible();
  });

  test('HRMS4 applies (a rule broken first), HRMS3 approves with a comment, the balance drops; HRMS4 cancels another', async ({
    browser,
  }, testInfo) => {
    // a retry asks for other days: the first attempt's request still holds its own
    const start = addDays(todayIso(), 3 + 2 * testInfo.retry);
    const end = addDays(start, 1);
    const employee = await signedIn(browser, 'HRMS4');
    const before = await earnBalance(employee);

    await employee.goto('/LeaveRequest');
    await employee.getByRole('combobox', { name: 'Leave type' }).click();
    await employee.getByRole('option', { name: 'Earn Leave' }).click();
    await employee.getByLabel('Start date').fill(end);
    await employee.getByLabel('End date').fill(start);
    await employee.getByLabel('Comments').fill('Visiting my grandparents.');
    await expect(employee.getByTestId('comments-left')).toHaveText('75 characters left');
    await employee.getByRole('button', { name: 'Apply' }).click();
    await expect(employee.getByText(M.endBeforeStart)).toBeVisible();
    await employee.getByLabel('Start date').fill(start);
    await employee.getByLabel('End date').fill(end);
    await expect(employee.getByLabel('Duration (days)')).toHaveValue('2');
    await employee.getByRole('button', { name: 'Apply' }).click();
    await expect(employee.getByText(M.applied)).toBeVisible();
    // The new request stays on screen with its state.
    await expect(employee.getByTestId('filed-request')).toContainText(new RegExp(shownDate(start)));
    await expect(employee.getByTestId('filed-request')).toContainText('Pending');

    // Pending: the balance is unchanged and the request shows in the status table.
    expect(await earnBalance(employee)).toBe(before);
    await expect(employee.getByTestId('leaves-status')).toContainText(new RegExp(shownDate(start)));

    // HRMS3 finds it in the pending table (3 per page), needs a comment, approves.
    const manager = await signedIn(browser, 'HRMS3');
    await manager.goto('/LeaveApproval/HRMS3/ROLE_MANAGER');
    const pending = manager.getByTestId('pending');
    const approve = pending
      .getByRole('row')
      .filter({ hasText: new RegExp(shownDate(start)) })
      .getByRole('button', { name: "Approve Ananya Rao's leave" });
    await expect(pending.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(pending.getByRole('row').nth(1)).toBeVisible();
    while (!(await approve.isVisible())) await pending.getByRole('button', { name: 'Next' }).click();
    await approve.click();
    const dialog = manager.getByRole('dialog', { name: 'Ananya Rao' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText(APPROVAL_MESSAGES.commentsRequired)).toBeVisible();
    await dialog.getByLabel('Comments').fill('Enjoy the visit.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(M.approved)).toBeVisible();
    await expect(
      pending
        .getByRole('row')
        .filter({ hasText: new RegExp(shownDate(start)) })
        .filter({ hasText: 'Ananya Rao' }),
    ).toHaveCount(0);

    // The balance drops by the duration.
    expect(await earnBalance(employee)).toBe(before - 2);
    await employee.getByTestId('balance-EARNLEAVE').getByRole('button').click();
    await expect(employee.getByRole('dialog').getByText('Leave taken').first()).toBeVisible();
    await employee.keyboard.press('Escape');

    // HRMS4 cancels another (pending) request: the demo's one pending Casual Leave, which a first attempt
    // may have cancelled already, so a retry files one first
    if (testInfo.retry > 0) {
      const day = addDays(todayIso(), 30 + testInfo.retry);
      await employee.goto('/LeaveRequest');
      await employee.getByRole('combobox', { name: 'Leave type' }).click();
      await employee.getByRole('option', { name: 'Casual Leave' }).click();
      await employee.getByLabel('Start date').fill(day);
      await employee.getByLabel('End date').fill(day);
      await employee.getByLabel('Comments').fill('Filed again to be cancelled.');
      await employee.getByRole('button', { name: 'Apply' }).click();
      await expect(employee.getByText(M.applied)).toBeVisible();
    }
    await employee.goto('/LeaveStatus/HRMS4');
    const row = employee
      .getByTestId('leave-status')
      .getByRole('row')
      .filter({ hasText: 'Casual Leave' })
      .filter({ hasText: 'Pending' });
    await expect(employee.getByTestId('leave-status').getByText(/^Page 1 of \d+$/)).toBeVisible();
    while (!(await row.first().isVisible())) await employee.getByRole('button', { name: 'Next' }).click();
    await row.first().getByRole('button', { name: 'Cancel' }).click();
    await employee.getByRole('dialog', { name: 'Cancel leave request' }).getByRole('button', { name: 'Cancel request' }).click();
    await expect(employee.getByText(M.cancelled)).toBeVisible();

    // The notifications panel and the outbox tell HRMS4 about the decision.
    await employee.getByRole('button', { name: /^Notifications/ }).click();
    const panel = employee.getByTestId('notifications-panel');
    await expect(panel.getByText('Your leave request was approved').first()).toBeVisible();
    await expect.poll(() => mailsTo('ananya').some((m) => m.includes('Enjoy the visit.'))).toBe(true);

    // The manager was told about the request, and the hub counts what waits.
    await manager.goto('/ApprovalMaster');
    await expect(manager.getByTestId('count-Leave Approvals')).toHaveText(/pending$/);
    await manager.getByRole('button', { name: /^Notifications/ }).click();
    await expect(manager.getByTestId('notifications-panel').getByText('New leave request from Ananya Rao').first()).toBeVisible();
  });
});
