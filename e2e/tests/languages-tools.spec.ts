import { EMPLOYEE_IMPORT_COLUMNS, formatMonth, formatYearMonth, monthName } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, loginAs } from './support';

/** Hindi in this browser only: the accounts stay English for the other journeys. */
async function inHindi(page: Page, employeeId: string) {
  await loginAs(page, employeeId);
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
}

const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
};

/** A screen's first sight after a full load (its Hindi catalogue and lazy chunks) may take a while on a busy machine. */
const LOADED = { timeout: 30_000 };

test.describe('the tools beyond the spec in Hindi (issue 19 point 3)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin reads the reports in Hindi and picks the headcount months with the month picker', async ({ page }) => {
    await inHindi(page, 'HRMS1');
    await page.goto('/reports');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'रिपोर्ट', level: 2 })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: 'कर्मचारी संख्या' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'स्वीकृतियाँ' })).toBeVisible();

    // the months show by name in Hindi; picking one sends the same yyyy-MM as before
    const from = page.getByRole('button', { name: 'से', exact: true });
    await expect(from).toHaveText(formatMonth(monthsAgo(11), 'hi'));
    await expect(page.getByRole('button', { name: 'तक', exact: true })).toHaveText(formatMonth(monthsAgo(0), 'hi'));
    await from.click();
    const target = monthsAgo(14);
    const year = Number(target.slice(0, 4));
    const shownYear = Number(monthsAgo(11).slice(0, 4));
    if (year < shownYear) await page.getByRole('button', { name: 'पिछला वर्ष' }).click();
    const asked = page.waitForRequest((r) => r.url().includes('reports/headcount') && r.url().includes(`from=${target}`));
    await page.getByRole('button', { name: formatMonth(target, 'hi') }).click();
    await asked;
    await expect(from).toHaveText(formatMonth(target, 'hi'));
    // the table writes months as the organisation writes dates (the demo: DD MMM YYYY, in Hindi)
    await expect(page.getByRole('table', { name: 'महीने के अनुसार कर्मचारी संख्या' })).toContainText(
      formatYearMonth(target, 'DD MMM YYYY', 'hi'),
    );
    await expect(page.getByRole('columnheader', { name: 'जुड़े' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'छुट्टी' }).click();
    await expect(page.getByRole('heading', { name: 'ली गई छुट्टी' })).toBeVisible();
    await page.getByRole('tab', { name: 'समय' }).click();
    await expect(page.getByRole('heading', { name: 'स्वीकृत घंटे' })).toBeVisible();
    await page.getByRole('tab', { name: 'स्वीकृतियाँ' }).click();
    await expect(page.getByRole('heading', { name: 'प्रतीक्षारत स्वीकृतियाँ' })).toBeVisible();
    await expect(page.getByRole('button', { name: '.xlsx डाउनलोड करें' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin works the audit trail, mail and jobs, SSO settings and API tokens in Hindi', async ({ page }) => {
    await inHindi(page, 'HRMS1');
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'ऑडिट ट्रेल', level: 2 })).toBeVisible(LOADED);
    await expect(page.getByRole('textbox', { name: 'किसने बदला' })).toBeVisible();
    await expect(page.getByTestId('audit-total')).toHaveText(/प्रविष्टि/);
    await expect(page.getByText('लॉगिन', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/MailAndJobs');
    await expect(page.getByRole('heading', { name: 'मेल और कार्य', level: 2 })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { name: 'मेल आउटबॉक्स' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'अनुसूचियाँ' })).toBeVisible();
    await expect(page.getByText('मासिक छुट्टी संचय और वार्षिक आगे ले जाना')).toBeVisible();
    await expect(page.getByText(/समय संगठन के समय क्षेत्र में हैं/)).toBeVisible();
    await page.getByRole('textbox', { name: 'परीक्षण मेल इस पते पर भेजें' }).fill('not an address');
    await page.getByRole('button', { name: 'परीक्षण मेल भेजें' }).click();
    await expect(page.getByText('मान्य ई-मेल पता दर्ज करें।')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/ssoSettings');
    await expect(page.getByRole('heading', { name: 'सिंगल साइन-ऑन', level: 2 })).toBeVisible(LOADED);
    await expect(page.getByRole('textbox', { name: 'क्लाइंट आईडी' })).toBeVisible();
    await expect(page.getByText('प्रदाता पर पंजीकृत करने के लिए रीडायरेक्ट URI')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/apiTokens');
    await expect(page.getByRole('heading', { name: 'एपीआई टोकन', level: 2 })).toBeVisible(LOADED);
    // the shared form rules answer in Hindi
    await page.getByRole('button', { name: 'टोकन बनाएँ' }).click();
    await expect(page.getByText('कृपया टोकन का नाम दर्ज करें।')).toBeVisible();
    await expect(page.getByText('कम से कम एक स्कोप चुनें।')).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin previews an employee import in Hindi', async ({ page }) => {
    await inHindi(page, 'HRMS1');
    await page.goto('/employeeImport');
    await expect(page.getByRole('heading', { name: 'कर्मचारी आयात करें', level: 2 })).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'टेम्पलेट (.xlsx)' })).toBeVisible();

    // a dry run writes nothing
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]);
    sheet.addRow(EMPLOYEE_IMPORT_COLUMNS.map((c) => (c === 'firstname' ? 'Hema' : c === 'phoneNumber' ? '12ab' : '')));
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.locator('input[type=file]').setInputFiles({ name: 'log.xlsx', mimeType: 'application/octet-stream', buffer });
    await expect(page.getByRole('heading', { name: 'log.xlsx का पूर्वावलोकन' })).toBeVisible();
    await expect(page.getByText('नए लोग', { exact: true })).toBeVisible();
    await expect(page.getByTestId('count-Refused')).toHaveText('1');
    const refused = page.getByRole('table', { name: 'अस्वीकृत पंक्तियाँ' });
    await expect(refused.getByRole('columnheader', { name: 'समस्याएँ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'दूसरी फ़ाइल चुनें' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an employee finds a screen by its Hindi name and reads the timesheet months in Hindi', async ({ page }) => {
    await inHindi(page, 'HRMS4');
    await page.goto(`/entrypage/HRMS4`);
    const thisMonth = Number(new Date().toISOString().slice(5, 7));
    await expect(page.getByRole('combobox', { name: 'महीना' })).toHaveValue(monthName(thisMonth, 'hi'), LOADED);

    await page.getByTestId('search-open').click();
    await page.getByRole('textbox', { name: 'हर जगह खोजें' }).fill('छुट्टी आवेदन');
    await expect(page.getByRole('button', { name: /छुट्टी के लिए आवेदन/ })).toBeVisible(LOADED);
    // the group's label is drawn by CSS (Mantine's --spotlight-label), so it is in the accessibility tree, not the DOM text
    await expect(page.getByRole('dialog')).toMatchAriaSnapshot('- text: स्क्रीन');
    await expectAccessible(page);
  });
});
