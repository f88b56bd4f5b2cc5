import { EMPLOYEE_MESSAGES } from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, latestMail, loginAs, snap } from './support';

/** Opens a Mantine select by its label and clicks the option. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const table = (page: Page) => page.getByTestId('employee-table');

test('an admin searches and pages the employee list, creates an employee, assigns a role, and the new employee logs in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'HRMS1');
  await page.goto('/allEmployee');
  await expect(page.getByRole('heading', { name: 'Profile Creation' })).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('All Employees');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admindashboard');

  // first page: HRMS1..HRMS10, sorted by number
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(table(page).getByRole('row').nth(1)).toContainText('HRMS1');
  await expect(table(page).getByRole('row').nth(10)).toContainText('HRMS10');
  await expect(table(page).getByRole('row').nth(1)).toContainText('Admin');
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 2 of \d+$/);
  await expect(table(page).getByRole('row').nth(1)).toContainText('HRMS11');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1 of \d+$/);
  await expect(table(page).getByRole('row').nth(1)).toContainText('HRMS1');

  // the search runs on the server and starts again at page 1
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 2 of/);
  await page.getByRole('textbox', { name: 'Search employees' }).fill('kavya');
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page)).toContainText('Kavya Iyer');
  await expect(table(page)).toContainText('kavya.iyer@acme.example');
  // one or two characters match the start of an id, name or e-mail, and the box says so
  await page.getByRole('textbox', { name: 'Search employees' }).fill('ka');
  await expect(page.getByText(EMPLOYEE_MESSAGES.searchStartsWith)).toBeVisible();
  await expect(table(page)).toContainText('Kavya Iyer');
  await expect(table(page)).not.toContainText('Sneha Kulkarni'); // "ka" only inside her surname
  await page.getByRole('textbox', { name: 'Search employees' }).fill('no such person');
  await expect(page.getByText(EMPLOYEE_MESSAGES.searchStartsWith)).toBeHidden();
  await expect(page.getByText(EMPLOYEE_MESSAGES.noEmployees)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search employees' }).fill('');
  await expect(table(page).getByRole('row')).toHaveCount(11);

  // create: a rule violation first (+91 phone starting with 5, Mr with Female), then fixed
  const email = `leela.${Date.now()}@acme.example`;
  await page.getByRole('button', { name: 'Create Employee' }).click();
  const form = page.getByRole('dialog', { name: 'Create Employee' });
  await choose(form, page, 'Prefix', 'Mr');
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male');
  await form.getByLabel('First name').fill('Leela');
  await form.getByLabel('Last name').fill('Prasad');
  await form.getByLabel('Father name').fill('Mohan Prasad');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('5876543210');
  await form.getByLabel('Date of birth').fill('1995-08-21');
  await choose(form, page, 'Gender', 'Female');
  await choose(form, page, 'Marital status', 'Single');
  await form.getByLabel('Date of joining').fill('2025-02-03');
  await choose(form, page, 'Blood group', 'A +ve');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Number must start with 6, 7, 8, or 9 and be 10 digits.')).toBeVisible();
  await expect(form.getByText("Gender must be 'male' when prefix is 'Mr'")).toBeVisible();

  // the phone accepts digits only, at most 10
  await form.getByLabel('Phone number').fill('');
  await form.getByLabel('Phone number').pressSequentially('98x7654321099');
  await expect(form.getByLabel('Phone number')).toHaveValue('9876543210');
  // Ms gives Female and Single; back to Mr clears the marital status, which then is required
  await choose(form, page, 'Prefix', 'Ms');
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  await expect(form.getByRole('combobox', { name: 'Marital status' })).toHaveValue('Single');
  await choose(form, page, 'Prefix', 'Mr');
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male');
  await expect(form.getByRole('combobox', { name: 'Marital status' })).toHaveValue('');
  await expect(form.getByText('Maritial status is required.')).toBeVisible();
  await choose(form, page, 'Marital status', 'Single');
  await expect(form.getByText("Gender must be 'male' when prefix is 'Mr'")).toBeHidden();

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(EMPLOYEE_MESSAGES.createSuccess)).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Employee created' });
  await expect(result).toBeVisible();
  const employeeId = (await result.getByTestId('created-employee-id').textContent()) ?? '';
  const password = (await result.getByTestId('created-password').textContent()) ?? '';
  expect(employeeId).toMatch(/^HRMS\d+$/);
  expect(password.length).toBeGreaterThanOrEqual(8);
  await expect(result).toContainText('shown');
  await expect(result).toContainText(email);
  await expect(result).toContainText('new joiner (onboarding)');
  expect(await latestMail(email)).toContain(employeeId);
  await result.getByRole('button', { name: 'Done' }).click();

  // the same e-mail again is refused by the server, with its message on the field
  await page.getByRole('button', { name: 'Create Employee' }).click();
  await choose(form, page, 'Prefix', 'Ms');
  await form.getByLabel('First name').fill('Leela');
  await form.getByLabel('Last name').fill('Twice');
  await form.getByLabel('Father name').fill('Mohan Prasad');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('9876500000');
  await form.getByLabel('Date of birth').fill('1995-08-21');
  await form.getByLabel('Date of joining').fill('2025-02-03');
  await choose(form, page, 'Blood group', 'B +ve');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(EMPLOYEE_MESSAGES.createFailed)).toBeVisible();
  await expect(form.getByText(EMPLOYEE_MESSAGES.emailTaken)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // the new person is listed as a new joiner
  await page.getByRole('textbox', { name: 'Search employees' }).fill(employeeId);
  await expect(table(page).getByRole('row', { name: new RegExp(`^${employeeId} `) })).toContainText('New joiner');

  // Role Based: assign ROLE_EMPLOYEE
  await page.getByRole('button', { name: 'Role Based' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Role' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Employee ID is required.')).toBeVisible();
  await expect(assign.getByText('Please select a role.')).toBeVisible();
  await assign.getByLabel('Employee ID').fill(employeeId);
  await expect(assign.getByTestId('assign-role-current')).toContainText('Leela Prasad');
  await choose(assign, page, 'Role', 'Employee');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(EMPLOYEE_MESSAGES.roleUpdated)).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(table(page).getByRole('row', { name: new RegExp(`^${employeeId} `) })).toContainText('Employee');

  // View opens the profile dashboard
  await table(page)
    .getByRole('link', { name: `View ${employeeId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${employeeId}$`));

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await loginAs(page, employeeId, password);
  await expect(page).toHaveURL(/\/userdashboard$/);
  await expect(page.getByTestId('header-employee-id')).toHaveText(employeeId);
});

test('an admin narrows the employee list by department, role, manager and status, sorts it and picks a page size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'HRMS1');
  await page.goto('/allEmployee');
  const filters = page.getByTestId('employee-filters');
  await expect(table(page).getByRole('row').nth(1)).toContainText('HRMS1');

  await choose(filters, page, 'Department', 'Engineering (ENG)');
  await expect(table(page)).toContainText('HRMS3');
  await expect(table(page)).not.toContainText('Kavya Iyer'); // Human Resources
  await choose(filters, page, 'Role', 'Manager');
  await expect(table(page)).toContainText('Rahul Verma');
  await expect(table(page)).not.toContainText('Ananya Rao'); // an employee of Engineering
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table(page)).toContainText('Kavya Iyer');

  // the manager is picked by name; the list is then their direct reportees
  await filters.getByRole('combobox', { name: 'Reporting manager' }).fill('Rahul');
  await page.getByRole('option', { name: 'Rahul Verma (HRMS3)' }).click();
  await expect(table(page)).toContainText('Ananya Rao');
  await expect(table(page)).not.toContainText('Rahul Verma');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await choose(filters, page, 'Status', 'Left');
  await expect(table(page)).toContainText('HRMS26'); // the demo's leaver
  await expect(table(page)).not.toContainText('Kavya Iyer');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // by name, Z to A: each row's name sorts after the next one's
  await choose(filters, page, 'Sort by', 'Name (Z–A)');
  await expect(table(page).getByRole('row').nth(1)).not.toContainText('HRMS1');
  const names = await table(page).getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  const lowered = names.map((name) => name.toLowerCase());
  expect(lowered).toEqual([...lowered].sort().reverse());

  await choose(filters, page, 'Rows per page', '25');
  await expect(table(page).getByRole('row')).toHaveCount(26);
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1 of \d+$/);
  await snap(page, 'employee-list-1440');
  await expectAccessible(page);
});

test('the employee list is for admins only', async ({ page }) => {
  await loginAs(page, 'HRMS2');
  await page.goto('/allEmployee');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
