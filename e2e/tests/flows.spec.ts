import {
  addDays,
  CURRENT_EMPLOYMENT_MESSAGES,
  DOCUMENT_MESSAGES,
  EMPLOYEE_MESSAGES,
  TIMESHEET_MESSAGES,
  todayIso,
  weekStartOf,
} from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, shownDate } from './support';

// Demo people no other journey uses: HRMS6 (Finance manager) and HRMS8 (HR executive) are only chosen here;
// HRMS18 (QA-HUB) and HRMS15 (ORION-02) fill their own timesheets, on a retry HRMS17 and HRMS14 (the first
// attempt's weeks are filled already); HRMS4's closed exam is only read.
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Opens a Mantine select by its label and clicks the option. */
async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types into a person picker and picks the person shown as "Name (ID)". */
async function pickPerson(scope: Locator, page: Page, label: string, employeeId: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(employeeId);
  await page.getByRole('option', { name: new RegExp(`\\(${employeeId}\\)$`) }).click();
}

/** Fills the spec's personal fields of the create form. */
async function fillPerson(form: Locator, page: Page, firstname: string, email: string) {
  await choose(form, page, 'Prefix', 'Ms');
  await form.getByLabel('First name').fill(firstname);
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Father name').fill('Suresh Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('9876512345');
  await form.getByLabel('Date of birth').fill('1997-04-11');
  await form.getByLabel('Date of joining').fill('2025-03-03');
  await choose(form, page, 'Blood group', 'A +ve');
}

/** A tiny valid PNG (the server sniffs the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fileField = (page: Page, name: string) => page.locator(`input[type="file"][name="${name}"]`);

/** The admin creates a new joiner (no role) whose HR is HRMS8; answers the new id. */
async function createJoiner(page: Page, firstname: string) {
  await page.goto('/allEmployee');
  await page.getByRole('button', { name: 'Create Employee' }).click();
  const form = page.getByRole('dialog', { name: 'Create Employee' });
  await fillPerson(form, page, firstname, `${firstname.toLowerCase()}.${Date.now()}@acme.example`);
  await choose(form, page, 'Designation', 'Accountant');
  await choose(form, page, 'Department', /\(FIN\)/);
  await pickPerson(form, page, 'Reporting manager', 'HRMS6');
  await pickPerson(form, page, 'HR', 'HRMS8');
  await form.getByRole('button', { name: 'Create' }).click();
  const result = page.getByRole('dialog', { name: 'Employee created' });
  const employeeId = (await result.getByTestId('created-employee-id').textContent()) ?? '';
  await result.getByRole('button', { name: 'Done' }).click();
  return employeeId;
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`everyday flows on ${device}`, () => {
    test.use({ viewport });

    test('an admin adds an employee with designation, department, manager, HR and role in one form', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, 'HRMS1');
      await page.goto('/allEmployee');
      await page.getByRole('button', { name: 'Create Employee' }).click();
      const form = page.getByRole('dialog', { name: 'Create Employee' });
      const firstname = device === 'phone' ? 'Nila' : 'Isha';
      await fillPerson(form, page, firstname, `${firstname.toLowerCase()}.${Date.now()}@acme.example`);

      // only part of the employment: the others are asked for, with the current-employment wording
      await choose(form, page, 'Designation', 'Accountant');
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form.getByText(CURRENT_EMPLOYMENT_MESSAGES.reportingManagerIdRequired)).toBeVisible();
      await expectAccessible(page);

      await choose(form, page, 'Department', /\(FIN\)/);
      // managers and HR are picked by name (or id) from those who hold the role
      await form.getByRole('combobox', { name: 'Reporting manager' }).fill('Meera');
      await expect(page.getByRole('option', { name: 'Meera Nair (HRMS6)' })).toBeVisible();
      await page.getByRole('option', { name: 'Meera Nair (HRMS6)' }).click();
      await pickPerson(form, page, 'HR', 'HRMS8');
      await choose(form, page, 'Role', 'Employee');
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText(EMPLOYEE_MESSAGES.createSuccess)).toBeVisible();
      const result = page.getByRole('dialog', { name: 'Employee created' });
      const employeeId = (await result.getByTestId('created-employee-id').textContent()) ?? '';
      await expect(result).toContainText('has the role Employee');
      await result.getByRole('button', { name: 'Done' }).click();

      // the employment is recorded already: no second and third screen
      await page.goto(`/current/${employeeId}`);
      await expect(page.getByTestId('current-manager')).toContainText('Meera Nair');
      await expect(page.getByTestId('current-department')).toContainText('Finance');
    });

    test('HR picks a joiner from the list of missing documents, hands them in, and the form reopens with the saved values', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      await loginAs(page, 'HRMS1');
      const joiner = await createJoiner(page, device === 'phone' ? 'Mira' : 'Tara');

      const context = await browser.newContext({ viewport });
      const hr = await context.newPage();
      await loginAs(hr, 'HRMS8');
      await hr.goto('/onboardingDocuments');
      const waiting = hr.getByTestId('joiners-missing-documents');
      await expect(waiting).toContainText(joiner);
      await expectAccessible(hr);
      await waiting.getByRole('button', { name: `Hand in documents for ${joiner}` }).click();
      await expect(hr.getByLabel('Employee ID')).toHaveValue(joiner);

      const form = hr.getByRole('form', { name: 'Onboarding documents' });
      await form.getByLabel('Aadhar name').fill('Tara Rao');
      await form.getByLabel('Aadhar number').fill('234567890123');
      await form.getByLabel('PAN name').fill('Tara Rao');
      await form.getByLabel('PAN number').fill('ABCPR1234K');
      for (const field of ['higherEducationFile', 'aadharDocument', 'panDocument']) {
        await fileField(hr, field).setInputFiles({ name: `${field}.png`, mimeType: 'image/png', buffer: PNG });
      }
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(hr.getByText(DOCUMENT_MESSAGES.onboardingSubmitted)).toBeVisible();

      // the joiner leaves the waiting list; the form shows what was saved, ready for an update
      await expect(waiting.getByText(joiner)).toHaveCount(0);
      await expect(form.getByLabel('Aadhar name')).toHaveValue('Tara Rao');
      await expect(form.getByLabel('Aadhar number')).toHaveValue('234567890123');
      await expect(form.getByLabel('PAN number')).toHaveValue('ABCPR1234K');
      await expect(form.getByText('On file: higherEducationFile.png')).toBeVisible();
      await context.close();
    });

    test('an employee finds last week in the month list, fills it, and copies it into this week', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const retry = testInfo.retry > 0;
      const [who, project] =
        device === 'phone' ? [retry ? 'HRMS14' : 'HRMS15', 'ORION-02'] : [retry ? 'HRMS17' : 'HRMS18', 'QA-HUB'];
      const thisMonday = weekStartOf(todayIso());
      const lastMonday = addDays(thisMonday, -7);
      await loginAs(page, who);
      await page.goto(`/entrypage/${who}`);
      // the month of last week's Monday: its row is there although the week was never submitted
      await choose(page.locator('body'), page, 'Year', lastMonday.slice(0, 4));
      await choose(
        page.locator('body'),
        page,
        'Month',
        new Date(`${lastMonday}T00:00:00Z`).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
      );
      const months = page.getByTestId('month-weeks');
      const lastWeekRow = months
        .getByRole(device === 'phone' ? 'listitem' : 'row')
        .filter({ hasText: new RegExp(shownDate(lastMonday)) });
      await expect(lastWeekRow).toHaveCount(1);
      await expectAccessible(page);
      await lastWeekRow.getByRole('link', { name: /Fill in|Open/ }).click();
      await expect(page).toHaveURL(new RegExp(`/timeEntry/${who}/${lastMonday}/`));
      await page.getByLabel(`${project} ${lastMonday}`).fill('8');
      await page.getByLabel(`${project} ${addDays(lastMonday, 1)}`).fill('6');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(TIMESHEET_MESSAGES.saved).first()).toBeVisible();

      await page.getByRole('link', { name: 'Next week' }).click();
      await page.getByRole('button', { name: 'Copy last week' }).click();
      await expect(page.getByLabel(`${project} ${thisMonday}`)).toHaveValue('8');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(TIMESHEET_MESSAGES.saved).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(`${project} ${thisMonday}`)).toHaveValue('8');
      await expect(page.getByRole('button', { name: 'Copy last week' })).toHaveCount(0);
    });

    test('the exam result page names the exam, the score against the pass mark, and reviews a closed exam', async ({ page }) => {
      await loginAs(page, 'HRMS4');
      await page.goto('/examdetails/HRMS4');
      await page.getByRole('link', { name: 'View Code of Conduct 2026' }).click();
      await expect(page.getByTestId('exam-name')).toHaveText('Code of Conduct 2026');
      await expect(page.getByTestId('exam-score')).toContainText('against the pass mark of');
      const review = page.getByTestId('exam-review');
      await expect(review.getByText('Right', { exact: true })).toHaveCount(1);
      await expect(review.getByText('— correct answer').first()).toBeVisible();
      await expectAccessible(page);

      // an exam still open: its name and score, never the key
      await page.goto('/examdetails/HRMS4');
      await page.getByRole('link', { name: 'View Workplace Safety Basics' }).click();
      await expect(page.getByTestId('exam-name')).toHaveText('Workplace Safety Basics');
      await expect(page.getByText('The answers are shown here once the exam closes')).toBeVisible();
      await expect(page.getByTestId('exam-review')).toHaveCount(0);
    });
  });
}
