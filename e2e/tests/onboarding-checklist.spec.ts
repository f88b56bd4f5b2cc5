import { DOCUMENT_MESSAGES, ONBOARDING_CHECKLIST_MESSAGES } from '@hrms/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, PASSWORD, snap } from './support';

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/hrmsapplication/authentication/login', {
    data: { employeeId: 'HRMS1', password: PASSWORD },
  });
  const { token, organizationId } = await login.json();
  return { Authorization: `Bearer ${token}`, organizationId };
}

/**
 * The admin creates a new joiner (ROLE_ONBOARDING, with a one-time password) and hands in their degree for them,
 * so the joiner can later fill a detail without uploading anything.
 */
async function newJoinerWithDegree(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const created = await request.post('/hrmsapplication/employee/create', {
    headers,
    data: {
      prefix: 'Mr ',
      firstname: 'Farhan',
      middlename: '',
      lastname: 'Checklist',
      // unique per run: a retry creates another joiner on the same database
      email: `farhan.checklist.${Date.now()}@acme.example`,
      countryCode: '+91',
      phoneNumber: '9876501234',
      maritialStatus: 'Single',
      dob: '1999-03-14',
      gender: 'Male',
      fatherName: 'Salim Checklist',
      doj: '2026-01-05',
      bloodGroup: 'B +ve',
    },
  });
  expect(created.status()).toBe(200);
  const { employeeId, temporaryPassword } = (await created.json()) as { employeeId: string; temporaryPassword: string };
  const handedIn = await request.post(`/hrmsapplication/documents/onboarding?employeeId=${employeeId}`, {
    headers,
    multipart: { higherEducationFile: { name: 'degree.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(handedIn.status()).toBe(200);
  return { employeeId, temporaryPassword };
}

async function shoot(page: Page, name: string) {
  await snap(page, `onboarding-checklist-${name}`);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: /Onboarding progress|تقدم الانضمام/ });
const doneCount = async (page: Page) => Number(await progress(page).getAttribute('aria-valuenow'));

test.describe('the onboarding checklist (issue 33 point 6)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a new joiner sees their progress, ticks a first-day item and sees a filled detail counted', async ({ page, request }) => {
    const joiner = await newJoinerWithDegree(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, joiner.employeeId, joiner.temporaryPassword);
    await expect(page).toHaveURL(/\/Onboarding\/Dashboard$/);

    const card = page.getByTestId('onboarding-checklist');
    await expect(card.getByRole('heading', { name: 'Your onboarding checklist' })).toBeVisible();
    // on record: the personal details (given at creation) and the degree the admin handed in
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
    const total = Number(await progress(page).getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(card.getByTestId('onboarding-progress-text')).toHaveText(`2 of ${total} done`);
    await expect(progress(page)).toHaveAttribute('aria-valuetext', `2 of ${total} done`);
    await expect(card.getByRole('link', { name: 'Higher education document' })).toHaveAttribute(
      'href',
      `/Onboarding/personalDetails/${joiner.employeeId}`,
    );
    await expect(card.getByRole('link', { name: 'Personal details' })).toHaveAttribute(
      'href',
      `/personalDetails/${joiner.employeeId}`,
    );
    await expectAccessible(page);
    await shoot(page, 'joiner-1440');

    // a first-day item ticked, unticked and ticked again; it stays ticked after a reload
    const buddy = card.getByRole('checkbox', { name: 'Meet your buddy' });
    await expect(buddy).not.toBeChecked();
    await buddy.check();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
    await buddy.uncheck();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
    await buddy.check();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
    await page.reload();
    await expect(card.getByRole('checkbox', { name: 'Meet your buddy' })).toBeChecked();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');

    // the Aadhar item leads to the onboarding form: filling the name and number (no new file) counts
    await card.getByRole('link', { name: 'Aadhar name and number' }).click();
    await expect(page).toHaveURL(new RegExp(`/Onboarding/personalDetails/${joiner.employeeId}$`));
    await page.getByLabel('Aadhar name').fill('Farhan Checklist');
    await page.getByLabel('Aadhar number').fill('345678901234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(DOCUMENT_MESSAGES.onboardingSubmitted)).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/Onboarding\/Dashboard$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
    await expect(card.getByText(`4 of ${total} done`)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(progress(page)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'joiner-390');

    // in Arabic, right to left (this joiner's browser only)
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card.getByRole('heading', { name: 'قائمة انضمامك' })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: 'Meet your buddy' })).toBeChecked();
    expect(await doneCount(page)).toBe(4);
    await expectAccessible(page);
    await shoot(page, 'joiner-ar-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page);
    await shoot(page, 'joiner-ar-1440');
  });

  test('an admin adds a first-day item, the demo joiner sees and ticks it, and the admin removes it', async ({
    page,
    browser,
  }) => {
    const title = `Sign the code of conduct ${Date.now() % 100000}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'HRMS1');
    await page.goto('/onboardingDocuments');
    const panel = page.getByTestId('first-day-items');
    await expect(panel.getByRole('heading', { name: 'First-day checklist' })).toBeVisible();
    await expect(panel.getByText('Meet your buddy')).toBeVisible();

    // the server's rule first: an item already on the list (ignoring case)
    await panel.getByLabel('New first-day item').fill('meet your BUDDY');
    await panel.getByRole('button', { name: 'Add' }).click();
    await expect(panel.getByText(ONBOARDING_CHECKLIST_MESSAGES.titleExists)).toBeVisible();
    await panel.getByLabel('New first-day item').fill(title);
    await panel.getByRole('button', { name: 'Add' }).click();
    await expect(panel.getByTestId('first-day-item').last()).toContainText(title);
    await expect(panel.getByLabel('New first-day item')).toHaveValue('');
    // moved up one place
    await panel.getByRole('button', { name: `Move ${title} up` }).click();
    await expect(panel.getByTestId('first-day-item').last()).not.toContainText(title);
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'admin-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    if (process.env.SCREENSHOTS_DIR)
      await panel.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/onboarding-checklist-admin-390.png` });

    // the demo joiner sees the new item on their dashboard and ticks it off
    const joinerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const joiner = await joinerContext.newPage();
    await loginAs(joiner, 'HRMS5');
    await expect(joiner).toHaveURL(/\/Onboarding\/Dashboard$/);
    const item = joiner.getByTestId('onboarding-checklist').getByRole('checkbox', { name: title });
    await expect(item).not.toBeChecked();
    const before = await doneCount(joiner);
    await item.check();
    await expect(progress(joiner)).toHaveAttribute('aria-valuenow', String(before + 1));
    await expectAccessible(joiner);
    await joinerContext.close();

    // the admin removes it again, after confirming
    await page.setViewportSize({ width: 1440, height: 900 });
    await panel.getByRole('button', { name: `Remove ${title}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Joiners who ticked it off lose that tick.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(panel.getByText(title)).toHaveCount(0);
  });
});
