import { CURRENT_EMPLOYMENT_MESSAGES, EMPLOYEE_MESSAGES } from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs } from './support';

// Demo people no other journey uses: HRMS6 (Finance manager) and HRMS8 (HR executive) are only chosen here.
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Opens a Mantine select by its label and clicks the option. */
async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
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
      await choose(form, page, 'Reporting Manager ID', 'HRMS6');
      await choose(form, page, 'HR ID', 'HRMS8');
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
  });
}
