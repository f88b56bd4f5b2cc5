import { APPROVAL_MESSAGES } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { askForChange, expectAccessible, loginAs } from './support';

/**
 * Decisions (issue 17 point 4). Varun Bhatt (HRMS27) manages Shreya Ghosh (HRMS28), Imran Qureshi
 * (HRMS29) and Nandini Rao (HRMS30); no other journey files or decides their profile changes. The
 * requests are made here, through the API, with values unique to the run.
 */
const MANAGER = 'HRMS27';

const tag = () =>
  Array.from({ length: 6 }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + Math.floor(Math.random() * 26))).join('');

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage(); // axe needs a page of its own context
  await loginAs(page, employeeId);
  return page;
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('decisions', () => {
  test('a manager opens a notification, lands on the highlighted request on its page, and approves it', async ({
    browser,
    request,
  }, testInfo) => {
    const father = `Father ${tag()}`;
    // four requests for HRMS27, the one of the notification filed first: newest first, it is on page 2
    await askForChange(request, 'HRMS28', { fatherName: father });
    await askForChange(request, 'HRMS28', { middlename: tag() });
    await askForChange(request, 'HRMS29', { middlename: tag() });
    await askForChange(request, 'HRMS30', { middlename: tag() });

    const manager = await signedIn(browser, MANAGER);
    const panel = await openBell(manager);
    const note = panel.getByRole('button').filter({ hasText: father });
    await expect(note).toContainText('New profile change request from Shreya Ghosh');
    await expect(note.getByTestId('notification-status')).toHaveText('Pending');
    // the open panel: an unread notification's tint under its "Open" link and its words (4.5:1)
    await expectAccessible(manager);
    await note.click();

    await expect(manager).toHaveURL(/\/ProfileDetailsApproval\/HRMS27\/ROLE_MANAGER\?request=\d+$/);
    const pending = manager.getByTestId('pending');
    const row = pending.locator('[data-highlighted="true"]');
    await expect(row).toContainText(father);
    await expect(row).toBeFocused();
    // not on a retry: a request replacing the first attempt's open one for its field keeps that one's place
    if (testInfo.retry === 0) await expect(pending.getByTestId('pending-page')).toHaveText(/^Page 2 of 2$/);
    await expectAccessible(manager);

    await row.getByRole('button', { name: "Approve Shreya Ghosh's request" }).click();
    const dialog = manager.getByRole('dialog', { name: 'Shreya Ghosh' });
    await dialog.getByLabel('Comments').fill('Matches the birth certificate.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(APPROVAL_MESSAGES.approved)).toBeVisible();
    await expect(pending.getByText(father)).toHaveCount(0);

    // the notification now says where the request stands
    const after = await openBell(manager);
    await expect(after.getByRole('button').filter({ hasText: father }).getByTestId('notification-status')).toHaveText('Approved');
  });

  test('a manager ticks two requests and approves them at once with one comment', async ({ browser, request }) => {
    const imran = tag();
    const nandini = tag();
    await askForChange(request, 'HRMS29', { lastname: `Qureshi${imran.toLowerCase()}` });
    await askForChange(request, 'HRMS30', { lastname: `Rao${nandini.toLowerCase()}` });

    const manager = await signedIn(browser, MANAGER);
    await manager.goto(`/ProfileDetailsApproval/${MANAGER}/ROLE_MANAGER`);
    const pending = manager.getByTestId('pending');
    // a first attempt's approval has changed their last names already (Qureshi and a tag)
    await pending.getByLabel('Search').fill(imran.toLowerCase());
    await pending.getByRole('checkbox', { name: /^Select Imran Qureshi[a-z]*'s request$/ }).check();
    await pending.getByLabel('Search').fill(nandini.toLowerCase());
    await pending.getByRole('checkbox', { name: /^Select Nandini Rao[a-z]*'s request$/ }).check();
    const bar = manager.getByRole('region', { name: 'Decide several at once' });
    await expect(bar).toContainText('2 selected');
    await expectAccessible(manager);

    await bar.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = manager.getByRole('dialog', { name: '2 selected requests' });
    await expect(dialog).toContainText(/Imran Qureshi[a-z]*'s request/);
    await expect(dialog).toContainText(/Nandini Rao[a-z]*'s request/);
    await dialog.getByLabel('Comments').fill('Both match the documents.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText('2 requests approved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // newest first: a retry also finds the first attempt's decision, under the name it gave them
    const decided = manager.getByTestId('decided');
    await decided.getByLabel('Search').fill(imran.toLowerCase());
    await expect(decided.getByTestId('decided-row').first()).toContainText('Both match the documents.');
    await decided.getByLabel('Search').fill(nandini.toLowerCase());
    await expect(decided.getByTestId('decided-row').first()).toContainText('Approved');
  });

  test('timesheet weeks waiting for a manager appear in the Approvals hub and on the team list', async ({ browser }) => {
    // HRMS3's engineers HRMS4 and HRMS11 have a demo week waiting (two weeks ago); no journey decides it
    const manager = await signedIn(browser, 'HRMS3');
    await manager.goto('/ApprovalMaster');
    const card = manager.getByRole('link', { name: 'Timesheet Approvals' });
    await expect(card.getByTestId('count-Timesheet Approvals')).toHaveText(/^\d+ pending$/);
    await expectAccessible(manager);
    await card.click();
    await expect(manager).toHaveURL(/\/table$/);
    const waiting = manager.getByTestId('timesheets-waiting');
    await expect(waiting).toContainText('Pooja Reddy (HRMS11)');
    await expectAccessible(manager);
    await waiting.getByRole('link', { name: "Review Pooja Reddy's weeks" }).first().click();
    await expect(manager).toHaveURL(/\/timesheets\/HRMS11\?request=\d+$/);
    await expect(manager.getByRole('button', { name: /^Approve week / }).first()).toBeVisible();
  });
});
