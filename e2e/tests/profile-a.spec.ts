import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_MESSAGES, EDUCATION_MESSAGES, EXPERIENCE_MESSAGES, FAMILY_MESSAGES, TRAVEL_MESSAGES } from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, loginAs } from './support';
import { solidPng } from './support-files';
import { createJoiner } from './support-profile';

test.use({ actionTimeout: 15_000 });

/** A field by its label; required fields' labels end with an asterisk. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });

test('an admin fills in education, family, experience and travel, meeting a rule in each section first', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // a passport number is one person's: a retry's new joiner needs another than the first attempt's
  const passportNumber = `N${1234567 + testInfo.retry}`;
  await loginAs(page, 'HRMS1');
  const id = await createJoiner(page, {
    prefix: 'Mr ',
    firstname: 'Nitin',
    lastname: 'Kulkarni',
    phoneNumber: '9876523456',
    dob: '1996-04-18',
    gender: 'Male',
    fatherName: 'Sunil Kulkarni',
    doj: '2025-03-03',
    bloodGroup: 'A +ve',
  });

  // education: the labels follow the level, and the certificate year must match the year of pass
  await page.goto(`/educationDetails/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Education');
  await expect(page.getByText(EDUCATION_MESSAGES.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', `/dashboard/${id}`);
  await addButton(page).click();
  const ssc = page.getByRole('dialog', { name: 'Add Education' });
  await ssc.getByRole('button', { name: 'Add' }).click();
  await expect(ssc.getByText('Select One', { exact: true }).last()).toBeVisible();
  await choose(ssc, page, 'Education', 'SSC');
  await fill(ssc, {
    'School Name': 'Kendriya Vidyalaya',
    'Board Name': 'CBSE',
    Degree: 'Secondary School Certificate',
    Majors: 'General Studies',
    'Year of Pass': '2012',
    'Certification Date': '2013-05-20',
    'Percentage / Grade': '101',
    State: 'Karnataka',
  });
  await ssc.getByRole('button', { name: 'Add' }).click();
  await expect(ssc.getByText(EDUCATION_MESSAGES.certificationYear)).toBeVisible();
  await expect(ssc.getByText(EDUCATION_MESSAGES.percentage)).toBeVisible();
  await fill(ssc, { 'Certification Date': '2012-05-20', 'Percentage / Grade': '88.5' });
  await ssc.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(EDUCATION_MESSAGES.created)).toBeVisible();
  await expect(ssc).toBeHidden();
  await expect(page.getByRole('row', { name: /Kendriya Vidyalaya/ })).toContainText('88.5');

  await addButton(page).click();
  const grad = page.getByRole('dialog', { name: 'Add Education' });
  await grad.getByRole('combobox', { name: 'Education' }).click();
  await expect(page.getByRole('option', { name: 'SSC', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Graduation', exact: true }).click();
  await fill(grad, {
    'College Name': 'RV College of Engineering',
    'University Name': 'Visvesvaraya Technological University',
    Degree: 'Bachelor of Engineering',
    Majors: 'Computer Science',
    'Year of Pass': '2018',
    'Certification Date': '2018-07-15',
    'Percentage / Grade': '76',
    State: 'Karnataka',
  });
  await grad.getByRole('button', { name: 'Add' }).click();
  await expect(grad).toBeHidden();
  await expect(page.getByRole('row', { name: /RV College of Engineering/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete SSC' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Graduation' })).toBeVisible();
  // edit mode copies the row in and keeps the level
  await page.getByRole('button', { name: 'Edit SSC' }).click();
  const editSsc = page.getByRole('dialog', { name: 'Edit Education' });
  await expect(field(editSsc, 'School Name')).toHaveValue('Kendriya Vidyalaya');
  await expect(editSsc.getByRole('combobox', { name: 'Education' })).toBeDisabled();
  await field(editSsc, 'Percentage / Grade').fill('90');
  await editSsc.getByRole('button', { name: 'Save' }).click();
  await expect(editSsc).toBeHidden();
  await expect(page.getByRole('row', { name: /Kendriya Vidyalaya/ })).toContainText('90');

  // family: +91 by default, relation and phone unique, the first member stays, export downloads an .xlsx
  await page.goto(`/familyDetails/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Family');
  await expect(page.getByText(FAMILY_MESSAGES.empty)).toBeVisible();
  await addButton(page).click();
  const father = page.getByRole('dialog', { name: 'Add Family Member' });
  await expect(father.getByRole('combobox', { name: 'Country Code' })).toHaveValue('+91 India');
  await fill(father, { Name: ' Sunil', Relation: 'Father', 'Phone Number': '5845012345' });
  await father.getByRole('button', { name: 'Add' }).click();
  await expect(father.getByText(FAMILY_MESSAGES.nameLeadingSpace)).toBeVisible();
  await expect(father.getByText('Number must start with 6, 7, 8, or 9 and be 10 digits.')).toBeVisible();
  await fill(father, { Name: 'Sunil Kulkarni', 'Phone Number': '9845012345' });
  await father.getByRole('button', { name: 'Add' }).click();
  await expect(father).toBeHidden();

  await addButton(page).click();
  const mother = page.getByRole('dialog', { name: 'Add Family Member' });
  await fill(mother, { Name: 'Asha Kulkarni', Relation: 'father', 'Phone Number': '9845012345' });
  await mother.getByRole('button', { name: 'Add' }).click();
  await expect(mother.getByText(FAMILY_MESSAGES.relationTaken)).toBeVisible();
  await expect(mother.getByText(FAMILY_MESSAGES.phoneTaken)).toBeVisible();
  await fill(mother, { Relation: 'Mother', 'Phone Number': '9845012346' });
  await mother.getByRole('button', { name: 'Add' }).click();
  await expect(mother).toBeHidden();
  await expect(page.getByRole('row', { name: /Asha Kulkarni/ })).toContainText('+91 9845012346');
  await expect(page.getByRole('button', { name: 'Delete Sunil Kulkarni' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Asha Kulkarni' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Family Member' });
  await expect(confirm).toContainText('Are you sure you want to delete Asha Kulkarni?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to spreadsheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`family-details-${id}-Nitin.xlsx`);
  const saved = join(mkdtempSync(join(tmpdir(), 'family-export-')), download.suggestedFilename());
  await download.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual(['Name', 'Relation', 'Country Code', 'Phone Number']);
  expect(values(2)).toEqual(['Sunil Kulkarni', 'Father', '+91', '9845012345']);
  expect(values(3)).toEqual(['Asha Kulkarni', 'Mother', '+91', '9845012346']);

  // experience: at least 10 days, the duration derived as typed
  await page.goto(`/experience/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Experience');
  await expect(page.getByText(EXPERIENCE_MESSAGES.empty)).toBeVisible();
  await addButton(page).click();
  const job = page.getByRole('dialog', { name: 'Add Experience' });
  await fill(job, {
    'Organisation Name': 'Infosys Limited',
    'Experience ID': 'INF-20345',
    'Date of Joining': '2019-01-07',
    'Date of Exit': '2019-01-12',
    State: 'Karnataka',
  });
  await choose(job, page, 'Designation', 'Backend Developer');
  await job.getByRole('button', { name: 'Add' }).click();
  await expect(job.getByText(EXPERIENCE_MESSAGES.tooShort)).toBeVisible();
  await field(job, 'Date of Exit').fill('2021-04-11');
  await expect(job.getByTestId('experience-duration')).toHaveValue('2 years, 3 months, 4 days');
  await job.getByRole('button', { name: 'Add' }).click();
  await expect(job).toBeHidden();
  await expect(page.getByRole('row', { name: /Infosys Limited/ })).toContainText('2 years, 3 months, 4 days');
  await expect(page.getByRole('button', { name: 'Delete Infosys Limited' })).toHaveCount(0);

  // travel: one letter and 7 digits; once added, Add is disabled
  await page.goto(`/Travel/${id}`);
  await expect(page.getByTestId('header-title')).toHaveText('Travel Details');
  await expect(page.getByText(TRAVEL_MESSAGES.empty)).toBeVisible();
  await addButton(page).click();
  const passport = page.getByRole('dialog', { name: 'Add Travel Details' });
  await fill(passport, {
    'Passport Number': 'NK123456',
    'Place of Issue': 'Bengaluru',
    'Issue Date': '2020-02-10',
    'Expiry Date': '2041-02-10',
    'Issuing Authority': 'Regional Passport Office',
  });
  await passport.getByRole('button', { name: 'Add' }).click();
  await expect(passport.getByText(TRAVEL_MESSAGES.passportFormat)).toBeVisible();
  await expect(passport.getByText(TRAVEL_MESSAGES.tooLong)).toBeVisible();
  await fill(passport, { 'Passport Number': passportNumber.toLowerCase(), 'Expiry Date': '2030-02-09' });
  await passport.getByRole('button', { name: 'Add' }).click();
  await expect(passport).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(passportNumber) })).toContainText('Regional Passport Office');
  await expect(addButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Edit passport' }).click();
  const editPassport = page.getByRole('dialog', { name: 'Edit Travel Details' });
  await field(editPassport, 'Place of Issue').fill('Chennai');
  await editPassport.getByRole('button', { name: 'Save' }).click();
  await expect(editPassport).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(passportNumber) })).toContainText('Chennai');

  // experience documents: the admin uploads a letter and it is listed
  await page.goto(`/experience/${id}`);
  await expect(page.getByText(EXPERIENCE_MESSAGES.noDocuments)).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Experience Document' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'infosys-letter.png', mimeType: 'image/png', buffer: solidPng([20, 120, 200], 8) });
  await upload.getByLabel('File name').fill('Infosys relieving letter');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Infosys relieving letter' }).click(),
  ]);
  expect(letter.suggestedFilename()).toBe('Infosys relieving letter.png');
});

test('an employee sees their own education, family, experience and travel read-only', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  const noControls = async () => {
    await expect(addButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '/dashboard/HRMS4');
  };

  await page.goto('/educationDetails/HRMS4');
  await expect(page.getByRole('row', { name: /^SSC/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Graduation/ })).toBeVisible();
  await noControls();

  await page.goto('/familyDetails/HRMS4');
  await expect(page.getByRole('row', { name: /Father/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to spreadsheet' })).toBeEnabled();
  await noControls();

  await page.goto('/experience/HRMS4');
  await expect(page.getByRole('row').nth(1)).toContainText(/\d+ years, \d+ months, \d+ days/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await noControls();

  await page.goto('/Travel/HRMS4');
  await expect(page.getByRole('row').nth(1)).toContainText(/[A-Z]\d{7}/);
  await noControls();
});

test('the experience page tells a reader the documents were fetched', async ({ page }) => {
  await loginAs(page, 'HRMS3');
  await page.goto('/experience/HRMS4');
  await expect(page.getByText(DOCUMENT_MESSAGES.fetched)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
});
