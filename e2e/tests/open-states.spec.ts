import { SEARCH_MESSAGES } from '@hrms/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { blockingAxeViolations, loginAs } from './support';

/**
 * Every kind of open state — menus, the navigation drawer, the search palette, the notification panel, a
 * calendar, dialogs, a long option list, a tooltip, a toast — checked by axe while it is open, in light and
 * dark and on a desktop and a phone (issue 33). One sign-in per part; the states open one after another in
 * the app (the router follows the history, no reload). The screen sweep (a11y.spec.ts) sees each page closed.
 */
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Opens a screen as the app's own links do, and waits for it to settle. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await page.waitForLoadState('networkidle');
}

/** Collects axe's blocking violations of each open state, named, so one run reports them all. */
function axeLog(page: Page) {
  const found: string[] = [];
  return {
    found,
    async check(state: string, open: Locator) {
      await expect(open, `${state} is open`).toBeVisible();
      for (const violation of await blockingAxeViolations(page)) found.push(`${state}: ${violation}`);
    },
  };
}

/** The screens' menu: a dropdown on a desktop, a drawer on a phone. */
async function checkNavigation(page: Page, axe: ReturnType<typeof axeLog>, phone: boolean) {
  await page.getByTestId('menu-button').click();
  await axe.check(phone ? 'the navigation drawer' : 'the navigation menu', page.getByTestId('navigation-menu'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('navigation-menu')).toBeHidden();
}

/** The header's language menu: on a phone the drawer holds the language buttons instead (checked with it). */
async function checkLanguageMenu(page: Page, axe: ReturnType<typeof axeLog>, phone: boolean) {
  if (phone) return;
  await page.getByTestId('language-menu').click();
  await axe.check('the language menu', page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const phone = device === 'phone';
    test.describe(`open states on a ${device} in ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test('header states: notifications with unread items, search with results, menus; leave form pickers', async ({ page }) => {
        test.setTimeout(180_000);
        const axe = axeLog(page);
        // HR has requests waiting: unread notifications in the feed
        await loginAs(page, 'HRMS2');

        await page.locator('[data-notifications-bell]').click();
        const panel = page.getByTestId('notifications-panel');
        await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
        await axe.check('the notification panel', panel);
        await page.locator('[data-notifications-bell]').click();
        await expect(panel).toBeHidden();

        await page.getByTestId('search-open').click();
        await page.getByPlaceholder(SEARCH_MESSAGES.placeholder).fill('ananya');
        await expect(page.getByTestId('search-person-HRMS4')).toBeVisible();
        await axe.check('the search palette', page.getByTestId('search-person-HRMS4'));
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('search-person-HRMS4')).toBeHidden();

        await checkLanguageMenu(page, axe, phone);
        await checkNavigation(page, axe, phone);

        await openInApp(page, '/LeaveRequest');
        await page.getByRole('combobox', { name: 'Leave type' }).click();
        await axe.check('the leave type list', page.getByRole('listbox'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden();

        // focus first: the leave type's blur shows its error and moves the field down under a click
        await page.getByLabel('Start date').focus();
        await page.getByLabel('Start date').click();
        const calendar = page.getByRole('dialog', { name: 'Calendar' });
        await axe.check('the date picker', calendar);
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();

        expect(axe.found).toEqual([]);
      });

      test('dialogs: a record form, a confirm, a long option list, a row action tooltip, a toast', async ({ page }) => {
        test.setTimeout(180_000);
        const axe = axeLog(page);
        await loginAs(page, 'HRMS1');

        // the employee list's designation filter: a long list of options
        await openInApp(page, '/allEmployee');
        if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('combobox', { name: 'Designation' }).click();
        const options = page.getByRole('listbox');
        await expect(options.getByRole('option')).not.toHaveCount(0);
        expect(await options.getByRole('option').count()).toBeGreaterThan(8);
        await axe.check('a long option list', options);
        await page.keyboard.press('Escape');
        await expect(options).toBeHidden();

        await openInApp(page, '/educationDetails/HRMS4');
        const edit = page.getByRole('button', { name: /^Edit / }).first();
        await edit.hover();
        await axe.check('a row action tooltip', page.getByRole('tooltip'));
        await page.mouse.move(0, 0);

        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        const confirm = page.getByRole('dialog', { name: 'Delete Education' });
        await axe.check('a confirm dialog', confirm);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();

        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const form = page.getByRole('dialog', { name: 'Add Education' });
        await axe.check('a record form dialog', form);
        await form.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(form.getByText('Select One', { exact: true }).last()).toBeVisible();
        await axe.check('a record form dialog with its errors', form);
        await form.getByLabel('Certification Date').click();
        const calendar = page.getByRole('dialog', { name: 'Calendar' });
        await axe.check('a date picker in a dialog', calendar);
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(form).toBeHidden();

        // the header's picture dialog; a file the server refuses leaves nothing changed and shows a toast
        await page.getByRole('button', { name: 'Upload ID card picture' }).click();
        const upload = page.getByRole('dialog', { name: 'Upload ID card picture' });
        await axe.check('the picture dialog', upload);
        await upload.locator('input[type=file]').setInputFiles({
          name: 'not-a-picture.png',
          mimeType: 'image/png',
          buffer: Buffer.from('this is not a picture'),
        });
        await upload.getByRole('button', { name: 'Upload' }).click();
        const toast = page.locator('.mantine-Notification-root');
        await expect(toast).toBeVisible();
        // a toast under the pointer stays open while axe looks at it
        await toast.hover();
        await axe.check('a toast', toast);
        await upload.getByRole('button', { name: 'Cancel' }).click();

        expect(axe.found).toEqual([]);
      });
    });
  }
}
