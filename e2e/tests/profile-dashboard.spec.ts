import {
  DOCUMENT_MESSAGES,
  EMPLOYEE_MESSAGES,
  nameLengthMessages,
  PROFILE_DASHBOARD_MESSAGES,
  phoneNumberProblem,
} from '@hrms/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs, PASSWORD } from './support';

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The admin creates a new joiner through the API: a person with no profile sections yet. */
async function createNewJoiner(request: APIRequestContext, firstname: string) {
  const login = await request.post('/hrmsapplication/authentication/login', {
    data: { employeeId: 'HRMS1', password: PASSWORD },
  });
  const { token, organizationId } = await login.json();
  const res = await request.post('/hrmsapplication/employee/create', {
    headers: { Authorization: `Bearer ${token}`, organizationId },
    data: {
      prefix: 'Ms ',
      firstname,
      middlename: '',
      lastname: 'Journey',
      // unique per run of the journey: a retry creates another on the same database
      email: `${firstname.toLowerCase()}.${Date.now()}@acme.example`,
      countryCode: '+91',
      phoneNumber: '9988776655',
      maritialStatus: 'Single',
      dob: '1996-05-20',
      gender: 'Female',
      fatherName: 'Mohan Journey',
      doj: '2024-02-01',
      bloodGroup: 'A +ve',
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).employeeId as string;
}

const card = (page: Page, title: string) => page.getByLabel(`${title} card`);

test.describe('profile dashboard and personal details', () => {
  test('employee HRMS4 opens their dashboard from the home tile, sees the cards and uploads a profile picture', async ({
    page,
  }) => {
    await loginAs(page, 'HRMS4');
    await page.getByRole('link', { name: 'Employee Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Mrs Ananya');
    await expect(page.getByTestId('profile-employee-id')).toHaveText('HRMS4');
    await expect(page.getByTestId('profile-designation')).toHaveText('Software Engineer');
    await expect(page.getByRole('link', { name: 'View My Reportees' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See My Reportees' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/userdashboard');

    await expect(card(page, 'Profile')).toContainText('Date of Birth');
    await expect(card(page, 'Profile')).toHaveAttribute('href', '/personalDetails/HRMS4');
    await expect(card(page, 'Current Experience')).toContainText('Acme Technologies');
    await expect(page.getByRole('link', { name: 'Address-Details' })).toHaveAttribute('href', '/location/HRMS4');
    await expect(page.getByRole('link', { name: 'Travel-Details' })).toHaveAttribute('href', '/Travel/HRMS4');

    await page.getByRole('button', { name: 'Upload profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload profile picture' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByLabel('File name')).toHaveValue('me');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /.+/);
  });

  test('HRMS4 reads personal details read-only and can open the change-request form for their own record', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.goto('/dashboard/HRMS4');
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/personalDetails\/HRMS4$/);
    await expect(page.getByTestId('detail-First Name')).toContainText('Ananya');
    await expect(page.getByTestId('detail-Phone Number')).toContainText('+91 ');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '/dashboard/HRMS4');
    await expect(page.getByRole('link', { name: 'Follow my change requests' })).toHaveAttribute(
      'href',
      '/ProfileDetailsStatus/HRMS4',
    );

    await page.getByRole('button', { name: 'Request a change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a change' });
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ananya');
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeVisible();
    // Submitting is covered by the approvals journey; leave HRMS4's requests untouched here.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an employee sends a change request from the same form and sees the server message', async ({ page }) => {
    await loginAs(page, 'HRMS35');
    await page.goto('/personalDetails/HRMS35');
    await page.getByRole('button', { name: 'Request a change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a change' });
    await dialog.getByLabel("Father's Name").fill('Vijay Kumar Thakur');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(EMPLOYEE_MESSAGES.changeRequested)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Nothing changes until the request is approved.
    await expect(page.getByTestId("detail-Father's Name")).not.toContainText('Vijay Kumar');
  });

  test('the ID card page shows name, contact number and designation', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.getByRole('link', { name: 'Employee ID' }).click();
    await expect(page).toHaveURL(/\/EmployeeId\/HRMS4$/);
    await expect(page.getByTestId('id-card-name')).toHaveText('Ananya Rao');
    await expect(page.getByTestId('id-card-contact')).toHaveText(/^\+91 [6-9]\d{9}$/);
    await expect(page.getByTestId('id-card-designation')).toHaveText('Software Engineer');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/userdashboard');
  });

  test('manager HRMS3 finds a reportee in their team list and opens their dashboard', async ({ page }) => {
    await loginAs(page, 'HRMS3');
    await page.goto('/dashboard/HRMS3');
    await expect(page.getByRole('link', { name: 'See My Reportees' })).toBeVisible();
    await page.getByRole('link', { name: 'View My Reportees' }).click();
    await expect(page).toHaveURL(/\/ManagerEmployee$/);
    await expect(page.getByRole('row')).toHaveCount(9);
    await expect(page.getByTestId('team-page')).toHaveText('Page 1 of 1');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Search', { exact: true }).fill('zzz-nobody');
    await expect(page.getByText(EMPLOYEE_MESSAGES.noEmployees)).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('ananya');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'View Ananya Rao' }).click();
    await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Mrs Ananya');
  });

  test('HR HRMS2 pages through their reportees with Previous and Next', async ({ page }) => {
    await loginAs(page, 'HRMS2');
    await page.goto('/EmployeeReports');
    await expect(page.getByRole('heading', { name: 'Employee Reports' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    await expect(page.getByTestId('team-page')).toHaveText(/^Page 1 of [2-9]$/);
    const first = await page.getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('team-page')).toHaveText(/^Page 2 of/);
    await expect(page.getByRole('row').nth(1)).not.toHaveText(first ?? '');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('row').nth(1)).toHaveText(first ?? '');
  });

  test('admin HRMS1 sees missing sections as grey text and edits personal details, meeting a rule first', async ({
    page,
    request,
  }) => {
    const id = await createNewJoiner(request, 'Ila');
    await loginAs(page, 'HRMS1');
    await page.goto(`/dashboard/${id}`);
    await expect(page.getByTestId('profile-name')).toHaveText('Ms Ila');
    await expect(page.getByText('No Education details available.')).toBeVisible();
    await expect(card(page, 'Education')).not.toHaveAttribute('href', /.*/);
    await expect(page.getByText('No Current Experience details available.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/allEmployee');
    await expect(page.getByRole('button', { name: 'Upload profile picture' })).toHaveCount(0);

    await card(page, 'Profile').click();
    await expect(page).toHaveURL(new RegExp(`/personalDetails/${id}$`));
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Personal Details' });
    await dialog.getByLabel('First Name').fill('I');
    await dialog.getByLabel('Phone Number').fill('5123456789');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(nameLengthMessages('First name').min)).toBeVisible();
    await expect(dialog.getByText(phoneNumberProblem('+91', '5123456789')!)).toBeVisible();

    await dialog.getByLabel('First Name').fill('Ishani');
    await dialog.getByLabel('Phone Number').fill('9123400000');
    await dialog.getByRole('combobox', { name: 'Prefix' }).click();
    await page.getByRole('option', { name: 'Mrs', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Marital Status' })).toHaveValue('Married');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(EMPLOYEE_MESSAGES.updateSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('detail-First Name')).toContainText('Ishani');
    await expect(page.getByTestId('detail-Prefix')).toContainText('Mrs');
    await expect(page.getByTestId('detail-Marital Status')).toContainText('Married');
  });

  test('a failed load shows the toast and sample data under a clear label', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.route('**/hrmsapplication/employee/getProfileDashboard/**', (route) => route.abort());
    await page.goto('/dashboard/HRMS4');
    await expect(page.getByText(PROFILE_DASHBOARD_MESSAGES.loadFailed)).toBeVisible();
    await expect(page.getByTestId('sample-data')).toContainText(PROFILE_DASHBOARD_MESSAGES.sampleLabel);
    await expect(page.getByTestId('profile-name')).not.toContainText('Ananya');
  });
});
