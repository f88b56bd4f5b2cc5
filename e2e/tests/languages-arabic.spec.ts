import { expect, test } from '@playwright/test';
import { askForChange, expectAccessible, loginAs } from './support';

/** Unicode's first-strong isolate: each value the web puts into an Arabic text starts with it. */
const FSI = '\u2068';

test.describe('Arabic, right to left (issue 33 points 9 and 11)', () => {
  test.describe.configure({ timeout: 150_000 });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('an employee switches to Arabic and applies for leave and reads the balance right to left', async ({ page }) => {
      // no other journey signs in as HRMS13: Arabic saved with the account changes no one else's screens
      await loginAs(page, 'HRMS13');
      await page.getByTestId('language-menu').click();
      await page.getByTestId('language-ar').click();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(html).toHaveAttribute('lang', 'ar');
      await expect(page.getByText('روابط سريعة').first()).toBeVisible();

      await page.goto('/LeaveRequest');
      await expect(page.getByRole('heading', { name: 'طلب إجازة', level: 2 })).toBeVisible();
      await expect(page.getByTestId('header-title')).toHaveText('طلب إجازة');
      await expect(page).toHaveTitle('طلب إجازة – HRMS');
      // a shared rule's message in Arabic; nothing is sent
      await page.getByRole('button', { name: 'تقديم' }).click();
      await expect(page.getByText('تاريخ البداية مطلوب.')).toBeVisible();
      await expectAccessible(page);

      await page.goto('/LeaveBalance');
      await expect(page.getByRole('heading', { name: 'رصيد الإجازات', level: 2 })).toBeVisible();
      await expect(page.getByTestId('leave-balance')).toContainText('إجازة مستحقة');
      // each count's label puts the leave type and the number into Arabic text, each isolated
      const count = page.getByRole('button', { name: /عرض الحركات$/ }).first();
      await expect(count).toHaveAttribute('aria-label', new RegExp(`^${FSI}`));
      await expectAccessible(page);
    });
  });

  test.describe('an admin on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('a salary structure’s formula error reads in Arabic, the component and the name as values (issue 27 point 4)', async ({
      page,
    }) => {
      // Arabic in this browser only; the structure is refused, so nothing is saved
      await loginAs(page, 'HRMS1');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.goto('/payrollStructureEditor');
      await expect(page.getByRole('heading', { name: 'هيكل راتب جديد' })).toBeVisible();
      await page.getByLabel('رمز الهيكل').fill(`AR${Date.now()}`.slice(0, 30));
      await page.getByLabel('اسم الهيكل').fill('هيكل تجريبي');
      const first = page.getByTestId('component-0');
      await first.getByLabel('الرمز', { exact: true }).fill('BASIC');
      await first.getByLabel('الاسم', { exact: true }).fill('Basic');
      await first.getByLabel('المعادلة', { exact: true }).fill('MONTHLY_CTC - BASC');
      await page.getByRole('button', { name: 'حفظ الهيكل' }).click();
      // the code and the unknown name are the message's values, each isolated in the right-to-left sentence
      await expect(
        first.getByText(new RegExp(`^المكوّن ${FSI}BASIC\u2069: تستخدم المعادلة ${FSI}BASC\u2069، وهو ليس مكوّنًا في هذا الهيكل`)),
      ).toBeVisible();
      await expect(first.getByLabel('المعادلة', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
    });
  });

  test.describe('a manager on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a new notification reads in Arabic in the bell, its details too (issue 33 point 9)', async ({ page, request }) => {
      // HRMS14 asks HRMS10 (their manager; no journey reads HRMS10's profile queue) for a change unique to the run
      // letters only (the field's rule): the run's time spelled in letters
      const father = `Father ${[...Date.now().toString(26).slice(-6)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('')}`;
      await askForChange(request, 'HRMS14', { fatherName: father });
      // Arabic in this browser only: the web asks for the feed in the screens' language
      await loginAs(page, 'HRMS10');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: /^الإشعارات/ }).click();
      const panel = page.getByTestId('notifications-panel');
      const note = panel.getByRole('button').filter({ hasText: father });
      // the title and the changed field written in Arabic around the values, each value isolated
      await expect(note).toContainText(`طلب جديد (${FSI}تعديل الملف الشخصي\u2069) من ${FSI}Nikhil Bansal\u2069`);
      await expect(note).toContainText(`${FSI}اسم الأب\u2069: من «`);
      await expectAccessible(page);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the admin reads the dashboard and the employee list right to left', async ({ page }) => {
      // Arabic in this browser only (not saved with HRMS1's account, which other journeys use in English)
      await loginAs(page, 'HRMS1');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));

      await page.goto('/AdminDashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('أهلًا بك أيها المسؤول!')).toBeVisible();
      await expect(page).toHaveTitle('لوحة المسؤول – HRMS');
      await expectAccessible(page);

      await page.goto('/allEmployee');
      await expect(page.getByTestId('header-title-mobile')).toHaveText('جميع الموظفين');
      await expect(page).toHaveTitle('جميع الموظفين – HRMS');
      await expectAccessible(page);
    });
  });
});
