import { DEPARTMENT_MESSAGES, DESIGNATION_MESSAGES, ORGANIZATION_MESSAGES } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, snap } from './support';

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, `organization-${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `organization-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

test.describe('organization administration', () => {
  test('the admin updates the organisation settings after meeting a rule message', async ({ page }) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/createorganization');
    await expect(page.getByTestId('organization-mode')).toHaveText('Update mode');
    await expect(page.getByLabel('Organization name')).toHaveValue('Acme Technologies');
    await expect(page.getByLabel('Pass key')).toHaveAttribute('placeholder', 'Enter the app password');

    // a rule first: the root designation is required
    // Mantine's clear button is aria-hidden (mouse only), so it is found by its label attribute
    await page.locator('[aria-label="Clear root designation"]').click();
    await page.getByRole('button', { name: 'Update organization' }).click();
    await expect(page.getByText(ORGANIZATION_MESSAGES.rootDesignation)).toBeVisible();
    await expect(toast(page, ORGANIZATION_MESSAGES.failed)).toBeVisible();

    // and the employee domain must look like a domain
    await page.getByRole('combobox', { name: 'Root designation' }).click();
    await page.getByRole('option', { name: 'Chief Executive Officer' }).click();
    await page.getByLabel('Employee domain').fill('not a domain');
    await page.getByRole('button', { name: 'Update organization' }).click();
    await expect(page.getByText(ORGANIZATION_MESSAGES.domainInvalid)).toBeVisible();
    await expect(page.getByText(ORGANIZATION_MESSAGES.rootDesignation)).toBeHidden();

    // change something harmless for other journeys: no pass key (it would send ORG1's mail through
    // Gmail) and no multi-level approvals; the logo is put back at the end
    await page.getByLabel('Employee domain').fill('acme.example');
    const logo = new URL('/logo.svg', page.url()).toString();
    await page.getByLabel('Logo URL').fill(logo);
    await page.getByRole('button', { name: 'Update organization' }).click();
    await expect(toast(page, ORGANIZATION_MESSAGES.saved)).toBeVisible();
    await expect(page.getByLabel('Pass key')).toHaveValue('');

    await page.reload();
    await expect(page.getByTestId('organization-mode')).toHaveText('Update mode');
    await expect(page.getByLabel('Logo URL')).toHaveValue(logo);
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Multi-level approval' })).not.toBeChecked();
    await shoot(page, 'settings');

    await page.getByLabel('Logo URL').fill('');
    await page.getByRole('button', { name: 'Update organization' }).click();
    await expect(toast(page, ORGANIZATION_MESSAGES.saved)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admindashboard$/i);
  });

  test('the admin adds, edits and deletes a department', async ({ page }, testInfo) => {
    // a retry adds another: the first attempt's may be left (its ID is taken)
    const id = ['LEGAL', 'LAW'][testInfo.retry] ?? 'AUDIT';
    const name = ['Legal', 'Law'][testInfo.retry] ?? 'Audit';
    await loginAs(page, 'HRMS1');
    await page.goto('/department');
    await expect(page.getByRole('table', { name: 'Departments' }).getByRole('cell', { name: 'Engineering' })).toBeVisible();

    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(page.getByRole('alert').filter({ hasText: DEPARTMENT_MESSAGES.addRequired })).toBeVisible();

    await page.getByLabel('Department ID').fill(id);
    await page.getByLabel('Department name').fill(name);
    await page.getByRole('combobox', { name: 'Department head' }).fill('HRMS1');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add department' }).click();
    await expect(toast(page, DEPARTMENT_MESSAGES.added)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row).toContainText(name);
    await expect(page.getByLabel('Department ID')).toHaveValue('');

    await shoot(page, 'departments');

    await page.getByRole('button', { name: `Edit ${id}` }).click();
    await expect(page.getByLabel('Department ID')).toBeDisabled();
    await expect(page.getByLabel('Department ID')).toHaveValue(id);
    await page.getByLabel('Department name').fill('');
    await page.getByRole('button', { name: 'Update department' }).click();
    await expect(page.getByRole('alert').filter({ hasText: DEPARTMENT_MESSAGES.updateRequired })).toBeVisible();
    await page.getByLabel('Department name').fill(`${name} & Compliance`);
    await page.getByRole('button', { name: 'Update department' }).click();
    await expect(toast(page, DEPARTMENT_MESSAGES.updated)).toBeVisible();
    await expect(row).toContainText(`${name} & Compliance`);
    await expect(page.getByLabel('Department ID')).toBeEnabled();

    await page.getByRole('button', { name: `Delete ${id}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(DEPARTMENT_MESSAGES.confirmDelete);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, DEPARTMENT_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(0);
  });

  test('the admin adds a designation after the empty and bad-designation messages', async ({ page }, testInfo) => {
    // a retry adds another: the first attempt's is a duplicate now
    const designation = ['Solutions Architect', 'Solutions Consultant'][testInfo.retry] ?? 'Solutions Specialist';
    await loginAs(page, 'HRMS1');
    await page.goto('/designations');
    await expect(page.getByPlaceholder(DESIGNATION_MESSAGES.placeholder)).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('designation-error')).toHaveText(DESIGNATION_MESSAGES.empty);

    await page.getByLabel(DESIGNATION_MESSAGES.inputLabel).fill('Engineer 2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('designation-error')).toHaveText(DESIGNATION_MESSAGES.format);

    await page.getByLabel(DESIGNATION_MESSAGES.inputLabel).fill('Software Engineer');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('designation-error')).toHaveText(DESIGNATION_MESSAGES.duplicate);

    await page.getByLabel(DESIGNATION_MESSAGES.inputLabel).fill(designation);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, DESIGNATION_MESSAGES.added)).toBeVisible();
    await expect(page.getByTestId('designation-error')).toHaveText('');
    await expect(page.getByLabel(DESIGNATION_MESSAGES.inputLabel)).toHaveValue('');

    await page.getByRole('combobox', { name: 'Existing designations' }).click();
    await page.getByRole('combobox', { name: 'Existing designations' }).fill('Solutions');
    await expect(page.getByRole('option', { name: designation })).toBeVisible();
    await page.keyboard.press('Escape');
    await shoot(page, 'designations');
  });

  test('a non-admin is sent to /unauthorized for the department page', async ({ page }) => {
    await loginAs(page, 'HRMS4');
    await page.goto('/department');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/createorganization');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
