import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs } from './support';

const HINDI_WEEKDAY = /^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार)$/;

/** Hindi in this browser only: the accounts keep English for the other journeys. */
async function inHindi(page: Page, employeeId: string) {
  await loginAs(page, employeeId);
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
}

test.describe('the people screens in Hindi (issue 19 point 3)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin reads the employee list and the create form in Hindi', async ({ page }) => {
    await inHindi(page, 'HRMS1');

    await page.goto('/allEmployee');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल निर्माण', level: 2 })).toBeVisible({ timeout: 30_000 });
    const table = page.getByTestId('employee-table');
    await expect(table.getByRole('columnheader', { name: 'कर्मचारी आईडी' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('एडमिन');
    await expect(page.getByTestId('page-indicator')).toHaveText(/^पृष्ठ 1 \/ \d+$/);
    await expectAccessible(page);

    // the create form: labels and the shared rule's messages in Hindi
    await page.getByRole('button', { name: 'कर्मचारी बनाएँ' }).click();
    const create = page.getByRole('dialog', { name: 'कर्मचारी बनाएँ' });
    await create.getByRole('button', { name: 'बनाएँ', exact: true }).click();
    await expect(create.getByText('उपसर्ग आवश्यक है।')).toBeVisible();
    await expect(create.getByText('पहला नाम आवश्यक है।')).toBeVisible();
    await expect(create.getByText('रक्त समूह आवश्यक है।')).toBeVisible();
    // the dialling code's country named in Hindi (Intl region names), not the spec's English
    await expect(create.getByRole('combobox', { name: 'देश कोड' })).toHaveValue('+91 भारत');
    await expectAccessible(page);
    await create.getByRole('button', { name: 'रद्द करें' }).click();
  });

  test('an admin reads projects and holidays in Hindi, the day names too', async ({ page }) => {
    await inHindi(page, 'HRMS1');
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'परियोजनाएँ', level: 2 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'परियोजना जोड़ें' }).click();
    const project = page.getByRole('dialog', { name: 'परियोजना जोड़ें' });
    await project.getByRole('button', { name: 'जोड़ें', exact: true }).click();
    await expect(project.getByText('परियोजना का नाम आवश्यक है।')).toBeVisible();
    await expectAccessible(page);
    await project.getByRole('button', { name: 'रद्द करें' }).click();

    // the day column names the weekday in Hindi
    await page.goto('/holidays');
    await expect(page.getByRole('heading', { name: 'छुट्टियों की सूची', level: 2 })).toBeVisible({ timeout: 30_000 });
    const holidays = page.getByRole('table', { name: 'छुट्टियों की सूची' });
    await expect(holidays.getByRole('columnheader', { name: 'दिन' })).toBeVisible();
    const independence = holidays.getByRole('row').filter({ hasText: 'Independence Day' }).first();
    await expect(independence.getByRole('cell').nth(2)).toHaveText(HINDI_WEEKDAY);
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await expect(page.getByRole('dialog', { name: 'छुट्टियों के कैलेंडर की सदस्यता लें' }).getByLabel('कैलेंडर का पता')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });

  test('a manager reads the profile home, personal details and the team in Hindi', async ({ page }) => {
    test.setTimeout(120_000);
    await inHindi(page, 'HRMS3');

    await page.goto('/dashboard/HRMS3');
    await expect(page.getByRole('heading', { name: 'होम', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'मेरे अधीनस्थ देखें' })).toBeVisible();
    await expect(page.getByLabel('प्रोफ़ाइल अनुभाग').getByRole('link', { name: 'प्रोफ़ाइल', exact: true })).toBeVisible();
    await expect(page.getByLabel('प्रोफ़ाइल कार्ड')).toContainText('जन्म तिथि');
    await expectAccessible(page);

    await page.goto('/personalDetails/HRMS3');
    await expect(page.getByRole('heading', { name: 'व्यक्तिगत विवरण', level: 2 })).toBeVisible({ timeout: 30_000 });
    // the label is Hindi; the test id keeps the English label
    await expect(page.getByTestId('detail-First Name')).toContainText('पहला नाम');
    await expect(page.getByTestId('detail-Gender')).toContainText(/पुरुष|महिला|अन्य/);
    await expectAccessible(page);

    await page.goto('/ManagerEmployee');
    await expect(page.getByRole('heading', { name: 'मेरे अधीनस्थ', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'टीम के सदस्य' }).getByRole('columnheader', { name: 'पदनाम' })).toBeVisible();
    await expect(page.getByTestId('team-page')).toHaveText(/^पृष्ठ 1 \/ \d+$/);
    await expectAccessible(page);
  });

  test('a manager reads performance, deliverables and assignments in Hindi', async ({ page }) => {
    await inHindi(page, 'HRMS3');

    await page.goto('/employeePerformance');
    await expect(page.getByRole('heading', { name: 'कर्मचारी प्रदर्शन', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'एक्सेल में निर्यात करें' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/Deliverables/HRMS3');
    await expect(page.getByRole('heading', { name: 'डिलिवरेबल्स', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'प्रदर्शन आईडी' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/Assignments');
    await expect(page.getByRole('heading', { name: 'मेरे असाइनमेंट', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'वर्तमान असाइनमेंट' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'पिछले असाइनमेंट' })).toBeVisible();
    await expectAccessible(page);
  });
});
