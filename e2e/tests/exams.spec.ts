import { addDays, EXAM_MESSAGES as M, todayIso } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';

async function signedIn(browser: Browser, employeeId: string): Promise<Page> {
  const page = await browser.newPage();
  await loginAs(page, employeeId);
  return page;
}

test('the admin creates an exam with a question, the employee takes it, and the manager sees the report', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // a retry must not find the first attempt's exam (the shared database keeps it)
  const exam = ['E2E Release Quiz', 'E2E Retry Quiz'][testInfo.retry] ?? 'E2E Last Quiz';
  const admin = await signedIn(browser, 'HRMS1');
  await admin.goto('/createexam');
  await expect(admin.getByRole('table', { name: 'Exams' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add +' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Exam Details' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText(M.fillAll)).toBeVisible();
  await expect(dialog.getByText(M.nameRequired)).toBeVisible();
  await expect(dialog.getByText(M.departmentRequired)).toBeVisible();

  await dialog.getByLabel('Exam Name').fill(exam);
  await dialog.getByLabel('Start Date').fill(todayIso());
  await dialog.getByLabel('End Date').fill(addDays(todayIso(), 5));
  await dialog.getByLabel('Duration (minutes)').fill('5');
  await dialog.getByLabel('Max Attempts').fill('-1');
  await dialog.getByLabel('Pass Percentage').fill('50');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(M.attemptsDash)).toBeVisible();
  await dialog.getByLabel('Max Attempts').fill('2');
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await admin.getByRole('option', { name: 'Engineering (ENG)' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByLabel('Remove Engineering')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  const row = admin.getByRole('row', { name: new RegExp(exam) });
  await expect(row).toContainText('ENG');

  await row.getByRole('link', { name: `Questions of ${exam}` }).click();
  await expect(admin.getByText(M.noQuestions)).toBeVisible();
  await admin.getByRole('button', { name: 'Create Question' }).click();
  const q = admin.getByRole('dialog', { name: 'Create Question' });
  await q.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(M.questionIncomplete)).toBeVisible();
  await q.getByLabel('Question').fill('Which branch do releases come from?');
  await q.getByLabel('Option A', { exact: true }).fill('feature');
  await q.getByLabel('Option B', { exact: true }).fill('main');
  await q.getByLabel('Option C', { exact: true }).fill('sandbox');
  await q.getByLabel('Option D', { exact: true }).fill('archive');
  await q.getByLabel('Option B is correct').check();
  await q.getByRole('button', { name: 'Save' }).click();
  await expect(q).toHaveCount(0);
  await expect(admin.locator('[data-correct]')).toContainText('main');

  const employee = await signedIn(browser, 'HRMS4');
  await employee.goto('/selfexam/HRMS4');
  await employee.getByRole('link', { name: `Start ${exam}` }).click();
  const clock = employee.getByTestId('time-left');
  await expect(clock).toHaveText(/Time Left 4:5\d|Time Left 5:00/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  await employee.getByRole('radio', { name: /main/ }).click();
  await expect(employee.getByRole('radio', { name: /main/ })).toHaveAttribute('aria-checked', 'true');
  await employee.getByRole('button', { name: 'Submit Exam' }).click();
  // Asked first, with how many questions are answered.
  const confirm = employee.getByRole('dialog', { name: 'Submit Exam' });
  await expect(confirm).toContainText('You answered 1 of');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(employee.getByText(M.submitted)).toBeVisible();
  await expect(employee).toHaveURL(/\/selfexam\/HRMS4$/);
  await employee.getByRole('link', { name: 'My Results' }).click();
  await employee.getByRole('link', { name: `View ${exam}` }).click();
  await expect(employee.getByRole('table', { name: 'Exam results' })).toContainText('100%');
  await expect(employee.getByRole('table', { name: 'Exam results' })).toContainText(M.qualified);

  const manager = await signedIn(browser, 'HRMS3');
  await manager.goto('/selfexam/HRMS3');
  await manager.getByRole('link', { name: 'View All Reports' }).click();
  await expect(manager).toHaveURL(/\/employeelist$/);
  await manager.getByRole('link', { name: 'View Ananya Rao' }).click();
  await manager.getByRole('link', { name: `View ${exam}` }).click();
  await expect(manager.getByRole('table', { name: 'Exam results' })).toContainText(M.qualified);
});
