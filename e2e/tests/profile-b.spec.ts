import { ADDRESS_MESSAGES, CURRENT_EMPLOYMENT_MESSAGES, NATIONAL_ID_MESSAGES } from '@hrms/shared';
import { expect, type Locator, test } from '@playwright/test';
import { choose, loginAs } from './support';
import { createJoiner } from './support-profile';

async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByRole('textbox', { name: label }).fill(value);
}

const home = {
  'House Number': '14/C',
  Street: '2nd Main Road',
  Village: 'Jayanagar',
  Town: 'Bengaluru',
  District: 'Bengaluru Urban',
  State: 'Karnataka',
  Country: 'India',
  Pincode: '012345',
};

test('an admin records a new joiner’s current employment, addresses and national IDs', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'HRMS1');
  const id = await createJoiner(page, {
    prefix: 'Ms ',
    firstname: 'Tara',
    lastname: 'Joshi',
    phoneNumber: '9876512345',
    dob: '1996-07-14',
    gender: 'Female',
    fatherName: 'Mohan Joshi',
    doj: '2025-02-03',
    bloodGroup: 'B +ve',
  });

  // current employment: create mode, a required message first, then the names follow the chosen ids
  await page.goto(`/current/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Current Experience Details');
  await expect(page.getByText(CURRENT_EMPLOYMENT_MESSAGES.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', `/dashboard/${id}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const employment = page.getByRole('dialog', { name: 'Add Current Employment' });
  await expect(employment.getByLabel('Organization Name')).toHaveValue('Acme Technologies');
  await expect(employment.getByLabel('Employee Name')).toHaveValue('Tara Joshi');
  await expect(employment.getByLabel('Employee ID')).toHaveValue(id);
  await expect(employment.getByLabel('Employee Name')).toHaveAttribute('readonly', '');
  await employment.getByRole('button', { name: 'Add' }).click();
  await expect(employment.getByText('Reporting Manager ID is required.')).toBeVisible();
  await expect(employment.getByText('Designation is required.')).toBeVisible();

  await choose(employment, page, 'Reporting Manager ID', 'HRMS3');
  await expect(employment.getByTestId('reporting-manager-name')).toHaveValue('Rahul Verma');
  await choose(employment, page, 'Department ID', 'ENG');
  await expect(employment.getByTestId('department-name')).toHaveValue('Engineering');
  await choose(employment, page, 'HR ID', 'HRMS2');
  await choose(employment, page, 'Designation', 'Trainee');
  await employment.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(CURRENT_EMPLOYMENT_MESSAGES.created)).toBeVisible();
  await expect(employment).toBeHidden();
  await expect(page.getByTestId('current-manager')).toContainText('Rahul Verma');
  await expect(page.getByTestId('current-department')).toContainText('Engineering');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Edit current employment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Current Employment' });
  await choose(edit, page, 'Reporting Manager ID', 'HRMS9');
  await expect(edit.getByTestId('reporting-manager-name')).toHaveValue('Aditya Joshi');
  await choose(edit, page, 'Department ID', 'QA');
  await expect(edit.getByTestId('department-name')).toHaveValue('Quality Assurance');
  await choose(edit, page, 'Designation', 'QA Engineer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CURRENT_EMPLOYMENT_MESSAGES.updated)).toBeVisible();
  await expect(page.getByTestId('current-manager')).toContainText('Aditya Joshi');
  await expect(page.getByRole('row').nth(1)).toContainText('QA Engineer');

  // addresses: a pincode rule first, then same-as-present copies and saves at once
  await page.goto(`/Location/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Address Details');
  for (const section of ['present', 'permanent', 'office']) {
    await expect(page.getByTestId(`address-${section}`)).toContainText(ADDRESS_MESSAGES.empty);
  }
  await page.getByRole('button', { name: 'Edit Present Address' }).click();
  const present = page.getByRole('dialog', { name: 'Add Present Address' });
  await fillAddress(present, home);
  await present.getByRole('button', { name: 'Save' }).click();
  await expect(present.getByText('Pincode must not start with 0.')).toBeVisible();
  await present.getByLabel('Pincode').fill('560041');
  await present.getByRole('button', { name: 'Save' }).click();
  await expect(present).toBeHidden();
  await expect(page.getByTestId('address-present')).toContainText('14/C');
  await expect(page.getByTestId('address-present')).toContainText('560041');

  await page.getByLabel(ADDRESS_MESSAGES.sameAsPresent).check();
  await expect(page.getByText(ADDRESS_MESSAGES.copied)).toBeVisible();
  await expect(page.getByTestId('address-permanent')).toContainText('14/C');
  await expect(page.getByTestId('address-permanent')).toContainText('Jayanagar');
  await page.getByLabel(ADDRESS_MESSAGES.sameAsPresent).uncheck();
  await expect(page.getByTestId('address-permanent')).toContainText(ADDRESS_MESSAGES.empty);

  await page.getByRole('button', { name: 'Edit Office Address' }).click();
  const office = page.getByRole('dialog', { name: 'Add Office Address' });
  const { 'House Number': _house, ...places } = home;
  await fillAddress(office, {
    'Building Name/Floor': 'Acme Tower, Floor 4',
    ...places,
    Village: 'Marathahalli',
    Pincode: '560037',
  });
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(office).toBeHidden();
  await expect(page.getByTestId('address-office')).toContainText('Acme Tower, Floor 4');

  // national IDs: an Aadhar of 11 digits first, then a duplicate type; one primary only
  await page.goto(`/National/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('National Details');
  await expect(page.getByText(NATIONAL_ID_MESSAGES.empty)).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add National ID' });
  await expect(add.getByLabel('Name')).toHaveValue('Tara Joshi');
  await choose(add, page, 'ID Type', 'Aadhar');
  await add.getByLabel('ID Number').fill('23456789012');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Aadhar number must be exactly 12 digits.')).toBeVisible();
  await add.getByLabel('ID Number').fill('234567890123');
  await expect(add.getByLabel('Primary')).toBeChecked();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(NATIONAL_ID_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('row', { name: /Aadhar/ })).toContainText('Primary');
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Add National ID' });
  await choose(second, page, 'ID Type', 'Aadhar');
  await second.getByLabel('ID Number').fill('345678901234');
  await second.getByRole('button', { name: 'Add' }).click();
  await expect(second.getByText(NATIONAL_ID_MESSAGES.duplicateType)).toBeVisible();
  await choose(second, page, 'ID Type', 'PAN Card');
  await second.getByLabel('ID Number').fill('abcpj1234k');
  await expect(second.getByLabel('Primary')).toBeDisabled();
  await second.getByRole('button', { name: 'Add' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('row', { name: /PAN Card/ })).toContainText('ABCPJ1234K');
  // the first row cannot be deleted; the others can
  await expect(page.getByRole('button', { name: 'Delete Aadhar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete PAN Card' })).toBeVisible();

  // editing keeps the type fixed
  await page.getByRole('button', { name: 'Edit PAN Card' }).click();
  const editId = page.getByRole('dialog', { name: 'Edit National ID' });
  await expect(editId.getByRole('combobox', { name: 'ID Type' })).toBeDisabled();
  await editId.getByRole('button', { name: 'Cancel' }).click();
});

test('an employee sees their current employment, addresses and national IDs read-only', async ({ page }) => {
  await loginAs(page, 'HRMS4');

  await page.goto('/current/HRMS4');
  await expect(page.getByTestId('current-manager')).toContainText('HRMS3');
  await expect(page.getByRole('row').nth(1)).toContainText('Acme Technologies');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit current employment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '/dashboard/HRMS4');

  await page.goto('/Location/HRMS4');
  await expect(page.getByTestId('address-present').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('address-office')).toContainText('Acme Tower');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByLabel(ADDRESS_MESSAGES.sameAsPresent)).toHaveCount(0);

  await page.goto('/National/HRMS4');
  await expect(page.getByRole('row', { name: /Aadhar/ })).toContainText('Primary');
  await expect(page.getByRole('row', { name: /PAN Card/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});
