import { readFileSync } from 'node:fs';
import { ASSIGNMENT_MESSAGES, addDays, PAYROLL_MESSAGES, PROJECT_MESSAGES, todayIso } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');

async function pick(page: Page, label: string, option: string | RegExp) {
  await dialog(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types a name into a person picker and picks the person shown as "Name (ID)". */
async function pickPerson(page: Page, label: string, name: string, employeeId: string) {
  await dialog(page).getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option', { name: `${name} (${employeeId})` }).click();
}

test.describe('projects and assignments', () => {
  test('the admin creates a project, assigns HRMS4, and HRMS4 sees it under /Assignments', async ({ browser }, testInfo) => {
    // two people's sessions and a dozen steps: past 60 s on a loaded 2-core machine once the employee dashboard grew
    test.slow();
    // a retry creates another: the first attempt's code is taken
    const code = ['HELIOS-7', 'HELIOS-8'][testInfo.retry] ?? 'HELIOS-9';
    const admin = await browser.newPage();
    await loginAs(admin, 'HRMS1');
    await admin.getByRole('link', { name: 'Assignment' }).click();
    await expect(admin).toHaveURL(/\/projects$/);
    await expect(admin.getByRole('cell', { name: 'ATLAS-01', exact: true })).toBeVisible();

    await admin.getByRole('button', { name: 'Add Project' }).click();
    await dialog(admin).getByLabel('Project Name').fill('Helios Analytics');
    await dialog(admin).getByLabel('Project Code').fill('HEL/1');
    await pickPerson(admin, 'Manager', 'Rahul Verma', 'HRMS3');
    await dialog(admin).getByLabel('Client').fill('Stark Industries');
    await pick(admin, 'Billability', 'Yes');
    await dialog(admin).getByLabel('Billability Location').fill('Hyderabad');
    await dialog(admin).getByLabel('Description').fill('Dashboards for the operations team.');
    await dialog(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(admin).getByText(PROJECT_MESSAGES.codeInvalid)).toBeVisible();
    await dialog(admin).getByLabel('Project Code').fill(code);
    await dialog(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(admin, PROJECT_MESSAGES.created)).toBeVisible();
    await expect(admin.getByRole('cell', { name: code, exact: true })).toBeVisible();

    await admin.getByRole('button', { name: `View ${code}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/AssignmentCreation/${code}$`));
    await expect(admin.getByText(ASSIGNMENT_MESSAGES.empty)).toBeVisible();
    await admin.getByRole('button', { name: 'Add Assignment' }).click();
    await dialog(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(admin).getByRole('alert')).toHaveText(ASSIGNMENT_MESSAGES.fillAll);
    await pickPerson(admin, 'Employee', 'Ananya Rao', 'HRMS4');
    await dialog(admin).getByLabel('Designation').fill('Data Engineer');
    await dialog(admin).getByLabel('Start Date').fill(addDays(todayIso(), -5));
    await dialog(admin).getByLabel('End Date').fill(addDays(todayIso(), -6));
    await dialog(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(admin).getByText(ASSIGNMENT_MESSAGES.endAfterStart)).toBeVisible();
    await dialog(admin).getByLabel('End Date').fill(addDays(todayIso(), 60));
    await dialog(admin).getByLabel('Comments').fill('Pipeline work');
    await dialog(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(admin, ASSIGNMENT_MESSAGES.created)).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Data Engineer', exact: true })).toBeVisible();

    // ?fields= shows only the columns named
    await admin.goto(`/assignmentcreation/${code}?fields=employeeId,startDate`);
    await expect(admin.getByRole('columnheader', { name: 'Start Date' })).toBeVisible();
    await expect(admin.getByRole('columnheader', { name: 'Comments' })).toHaveCount(0);
    await admin.close();

    const employee = await browser.newPage();
    await loginAs(employee, 'HRMS4');
    await employee.getByRole('link', { name: 'Assignments' }).click();
    await expect(employee).toHaveURL(/\/Assignments$/);
    const present = employee.getByRole('table', { name: 'present assignments' });
    await expect(present.getByRole('cell', { name: code, exact: true })).toBeVisible();
    await expect(present.getByRole('cell', { name: 'ATLAS-01', exact: true })).toBeVisible();
    await expect(
      employee.getByRole('table', { name: 'previous assignments' }).getByRole('cell', { name: 'ORION-02', exact: true }),
    ).toBeVisible();
    await employee.close();
  });
});

test.describe('payroll', () => {
  test('the admin fills HRMS4’s pay; HRMS4 sees it and downloads the payslip, but not another employee’s pay', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await loginAs(admin, 'HRMS1');
    await admin.goto('/payrollSection/HRMS4');
    await admin.getByRole('button', { name: 'Get Details' }).click();
    await expect(admin.getByText('Ananya Rao').first()).toBeVisible();

    await admin.getByRole('button', { name: 'Edit salary' }).click();
    await dialog(admin).getByLabel('Basic Pay').fill('12.50');
    await dialog(admin).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(admin).getByText(PAYROLL_MESSAGES.money('Basic Pay'))).toBeVisible();
    await dialog(admin).getByLabel('Basic Pay').fill('9876543210');
    await dialog(admin).getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, PAYROLL_MESSAGES.saved)).toBeVisible();
    await expect(admin.getByText('9,876,543,210')).toBeVisible();

    await admin.getByRole('button', { name: 'Edit bank details' }).click();
    await dialog(admin).getByLabel('IFSC Code').fill('ABCD1234567');
    await dialog(admin).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(admin).getByText(PAYROLL_MESSAGES.ifsc)).toBeVisible();
    await dialog(admin).getByLabel('IFSC Code').fill('HDFC0004321');
    await dialog(admin).getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, PAYROLL_MESSAGES.saved)).toBeVisible();
    await admin.close();

    const employee = await browser.newPage();
    await loginAs(employee, 'HRMS4');
    await employee.getByRole('link', { name: 'MyPay' }).click();
    await expect(employee).toHaveURL(/\/payrolluser\/HRMS4$/);
    await expect(employee.getByText('9,876,543,210')).toBeVisible();
    await expect(employee.getByText('HDFC0004321')).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Edit salary' })).toHaveCount(0);

    const download = employee.waitForEvent('download');
    await employee.getByRole('button', { name: PAYROLL_MESSAGES.payslip }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payslip-HRMS4-\d{4}-\d{2}\.pdf$/);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await employee.goto('/payrolluser/HRMS21');
    await expect(employee.getByText(PAYROLL_MESSAGES.ownOnly)).toBeVisible();
    await expect(employee.getByText('HDFC0004321')).toHaveCount(0);
    await employee.goto('/payrollSection/HRMS4');
    await expect(employee).toHaveURL(/\/unauthorized$/);
    await employee.close();
  });
});
