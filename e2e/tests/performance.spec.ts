import { PERFORMANCE_MESSAGES as M } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

const TITLE = 'Automate the release checklist';

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

test('the manager records performance and a deliverable; the employee completes it and can no longer edit it', async ({
  browser,
}, testInfo) => {
  // a retry records another: the first attempt's ID is taken for HRMS4
  const review = ['E2E-REVIEW', 'E2E-RETRY'][testInfo.retry] ?? 'E2E-LAST';
  const manager = await signedIn(browser, 'HRMS3');
  await manager.goto('/employeePerformance');
  await expect(manager.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
  await manager.getByRole('link', { name: 'View Ananya Rao' }).click();
  await expect(manager).toHaveURL(/\/Deliverables\/HRMS4$/);

  await manager.getByRole('button', { name: 'Add Performance' }).click();
  const add = manager.getByRole('dialog', { name: 'Add Performance' });
  await expect(add.getByLabel('Employee ID')).toHaveValue('HRMS4');
  await expect(add.getByLabel('Manager ID')).toHaveValue('HRMS3');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText(M.performanceRequired)).toBeVisible();
  await add.getByLabel('Performance ID').fill(review);
  await add.getByLabel('Comments').fill('Good start to the quarter');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(manager.getByText(M.performanceCreated)).toBeVisible();
  await expect(manager.getByRole('combobox', { name: 'Performance ID' })).toHaveValue(review);
  await expect(manager.getByRole('button', { name: 'Save Comments' })).toBeVisible();

  await manager.getByRole('button', { name: 'Add Deliverable' }).click();
  const form = manager.getByRole('dialog', { name: 'Add Deliverable' });
  await form.getByLabel('Deliverable Title').fill(TITLE);
  await form.getByLabel('Measurement Criteria').fill('Checklist runs in CI');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(manager.getByText(M.deliverableCreated)).toBeVisible();
  const managerRow = manager.getByRole('row', { name: new RegExp(TITLE) });
  await expect(managerRow).toContainText('In Progress');
  // The record's manager comments; the deliverables are the employee's to edit.
  await expect(managerRow.getByRole('button', { name: `Edit ${TITLE}` })).toHaveCount(0);

  const employee = await signedIn(browser, 'HRMS4');
  await employee.goto('/Deliverables/HRMS4');
  await employee.getByRole('combobox', { name: 'Performance ID' }).click();
  await employee.getByRole('option', { name: review }).click();
  await expect(employee.getByLabel('Comments')).toHaveValue('Good start to the quarter');
  await expect(employee.getByRole('button', { name: 'Save Comments' })).toHaveCount(0);
  const row = employee.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const edit = employee.getByRole('dialog', { name: 'Edit Deliverable' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await employee.getByRole('option', { name: 'Completed' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(employee.getByText(M.deliverableUpdated)).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: `Edit ${TITLE}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${TITLE}` })).toHaveCount(0);
  await expect(row).toContainText('Locked');
});
