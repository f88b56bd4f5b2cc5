import { ORGCHART_LABELS as L, ORGCHART_MESSAGES as M } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginAs, snap } from './support';

const person = (page: Page, id: string) => page.locator(`[role="treeitem"][data-employee-id="${id}"]`);
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

const snapChart = (page: Page, name: string) => snap(page, `orgchart-${name}`);

/** Opens the chart at HRMS4 (an employee) and waits for the path to them to be drawn. */
async function openChart(page: Page) {
  await loginAs(page, 'HRMS4');
  await page.goto('/Organization/HRMS4');
  await expect(page.getByText(M.loaded)).toBeVisible();
  await expect(person(page, 'HRMS4')).toHaveAttribute('aria-selected', 'true');
}

test.describe('the org chart on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('draws the path to the viewer, opens and closes a team with a click, and an open manager stays emphasised', async ({
    page,
  }) => {
    await openChart(page);
    await expect(page.getByRole('tree', { name: L.tree })).toBeVisible();
    await expect(page.getByTestId('org-card-HRMS14')).toHaveCount(0);
    // the path is drawn top-down: every ancestor of HRMS4 is an open treeitem above it
    const manager = page.locator('[role="treeitem"]:has(> [role="group"] > [data-employee-id="HRMS4"])');
    await expect(manager).toHaveAttribute('aria-expanded', 'true');
    const managerBox = await manager.locator('> [data-testid^="org-card-"]').boundingBox();
    const ownBox = await page.getByTestId('org-card-HRMS4').boundingBox();
    expect(ownBox!.y).toBeGreaterThan(managerBox!.y + managerBox!.height);

    await page.getByTestId('org-card-HRMS10').click();
    await expect(person(page, 'HRMS10')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('org-card-HRMS14')).toBeVisible();
    // issue 17: the open box is fully opaque and drawn with the emphatic border, not faded
    const open = page.getByTestId('org-card-HRMS10');
    await expect(open).toHaveCSS('opacity', '1');
    await expect(open).toHaveCSS('border-top-width', '2px');
    await snapChart(page, '1440-light');
    await expectAccessible(page);

    await page.getByTestId('org-card-HRMS10').click();
    await expect(person(page, 'HRMS10')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('org-card-HRMS14')).toHaveCount(0);
  });

  test('zooms in, out and back, and pans by dragging without opening the box under the pointer', async ({ page }) => {
    await openChart(page);
    const card = page.getByTestId('org-card-HRMS4');
    const width = (await card.boundingBox())!.width;
    await page.getByRole('button', { name: L.zoomIn }).click();
    await expect(page.getByTestId('org-zoom')).toHaveText('120%');
    await expect.poll(async () => (await card.boundingBox())!.width).toBeCloseTo(width * 1.2, 0);
    await page.getByRole('button', { name: L.zoomOut }).click();
    await page.getByRole('button', { name: L.zoomOut }).click();
    await expect(page.getByTestId('org-zoom')).toHaveText('80%');
    await expect.poll(async () => (await card.boundingBox())!.width).toBeCloseTo(width * 0.8, 0);
    await page.getByRole('button', { name: L.resetView }).click();
    await expect(page.getByTestId('org-zoom')).toHaveText('100%');

    // at the largest zoom the drawing outgrows the view; dragging a box pans instead of toggling it
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: L.zoomIn }).click();
    await expect(page.getByTestId('org-zoom')).toHaveText('160%');
    await expect(page.getByRole('button', { name: L.zoomIn })).toBeDisabled();
    const viewport = page.getByTestId('org-viewport');
    await page.waitForTimeout(600); // the smooth scroll to the viewer settles
    const before = await viewport.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));
    const grip = (await page.getByTestId('org-card-HRMS4').boundingBox())!;
    await page.mouse.move(grip.x + 20, grip.y + 10);
    await page.mouse.down();
    await page.mouse.move(grip.x + 120, grip.y + 90, { steps: 5 });
    await page.mouse.up();
    const after = await viewport.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));
    expect(before.left - after.left + (before.top - after.top)).toBeGreaterThan(50);
    await expect(person(page, 'HRMS4')).not.toHaveAttribute('aria-expanded', 'true');
    // the keyboard zooms too
    await person(page, 'HRMS4').focus();
    await page.keyboard.press('0');
    await expect(page.getByTestId('org-zoom')).toHaveText('100%');
    await page.keyboard.press('-');
    await expect(page.getByTestId('org-zoom')).toHaveText('80%');
  });

  test('walks the tree with the keyboard: one tab stop, arrows move, Right opens, Left closes and steps out', async ({
    page,
  }) => {
    await openChart(page);
    await expect(page.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    await expect(person(page, 'HRMS4')).toHaveAttribute('tabindex', '0');
    await person(page, 'HRMS4').focus();
    await page.keyboard.press('ArrowLeft'); // HRMS4 has no team: Left goes to the manager
    const manager = page.locator('[role="treeitem"]:has(> [role="group"] > [data-employee-id="HRMS4"])');
    await expect(manager).toBeFocused();
    await expect(manager).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('ArrowRight'); // open already: Right steps to the first report
    await expect(page.locator('[role="treeitem"]:focus')).toHaveAttribute('aria-level', /\d+/);
    expect(await page.locator('[role="treeitem"]:focus').getAttribute('aria-level')).toBe(
      await person(page, 'HRMS4').getAttribute('aria-level'),
    );

    await person(page, 'HRMS10').focus();
    await page.keyboard.press('ArrowRight');
    await expect(person(page, 'HRMS10')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('org-card-HRMS14')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(person(page, 'HRMS10').locator('> [role="group"] > [role="treeitem"]').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(person(page, 'HRMS10')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(person(page, 'HRMS10')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(person(page, 'HRMS10')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(page.locator('[role="treeitem"]').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.locator('[role="treeitem"]').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="treeitem"]').nth(1)).toBeFocused();
  });

  test('search and "find me" open the path to a person; the viewer opens their own profile from the chart', async ({ page }) => {
    await openChart(page);
    await page.getByRole('combobox', { name: 'Find a person' }).fill('Shreya');
    await page.getByRole('option', { name: /Shreya Ghosh \(HRMS28\)/ }).click();
    await expect(person(page, 'HRMS28')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('org-card-HRMS27')).toBeVisible();
    await expect(page.getByTestId('org-card-HRMS28')).toBeInViewport();

    await page.getByRole('button', { name: L.findMe }).click();
    await expect(person(page, 'HRMS4')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('org-card-HRMS4')).toBeInViewport();
    // an employee may open only their own profile: no link on a colleague's box
    await expect(page.getByTestId('org-profile-HRMS28')).toHaveCount(0);
    await page.getByTestId('org-profile-HRMS4').click();
    await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
  });
});

test("a manager opens a direct report's profile from the chart, and gets no link for a peer", async ({ page }) => {
  await loginAs(page, 'HRMS3');
  await page.goto('/Organization/HRMS3');
  await expect(page.getByText(M.loaded)).toBeVisible();
  await page.getByTestId('org-card-HRMS3').click();
  await expect(page.getByTestId('org-profile-HRMS4')).toBeVisible();
  await expect(page.getByTestId('org-card-HRMS2')).toBeVisible();
  await expect(page.getByTestId('org-profile-HRMS2')).toHaveCount(0);
  await page.getByTestId('org-profile-HRMS4').click();
  await expect(page).toHaveURL(/\/dashboard\/HRMS4$/);
  await expect(page.getByText('Ananya').first()).toBeVisible();
});

test.describe('the org chart in dark mode', () => {
  test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });

  test('stays readable and accessible with a team open', async ({ page }) => {
    await openChart(page);
    await page.getByTestId('org-card-HRMS10').click();
    await expect(page.getByTestId('org-card-HRMS14')).toBeVisible();
    await snapChart(page, '1440-dark');
    await expectAccessible(page);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the org chart on a phone (${colorScheme})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test('is an indented tree that fits the width, opens a team and passes axe', async ({ page }) => {
      await openChart(page);
      const manager = page.locator('[role="treeitem"]:has(> [role="group"] > [data-employee-id="HRMS4"])');
      const managerBox = (await manager.locator('> [data-testid^="org-card-"]').boundingBox())!;
      const ownBox = (await page.getByTestId('org-card-HRMS4').boundingBox())!;
      // a report sits below and indented from its manager, inside the screen
      expect(ownBox.x).toBeGreaterThan(managerBox.x);
      expect(ownBox.x + ownBox.width).toBeLessThanOrEqual(390);
      await page.getByTestId('org-card-HRMS10').click();
      await expect(page.getByTestId('org-card-HRMS14')).toBeVisible();
      await noSidewaysScroll(page);
      await snapChart(page, `390-${colorScheme}`);
      await expectAccessible(page);
    });
  });
}

test('an unknown employee id shows the no-data message', async ({ page }) => {
  await loginAs(page, 'HRMS4');
  await page.goto('/Organization/NOBODY');
  await expect(page.getByText(M.noData).first()).toBeVisible();
});

/** The viewer's box on open: in the view, drawn as the one picked out, the tree's tab stop, and (on a desktop) near the middle of the chart's window. */
async function expectCentredOnViewer(page: Page, employeeId: string, desktop: boolean) {
  const own = page.getByTestId(`org-card-${employeeId}`);
  await expect(person(page, employeeId)).toHaveAttribute('aria-selected', 'true');
  await expect(person(page, employeeId)).toHaveAttribute('tabindex', '0');
  await expect(own).toHaveAttribute('data-highlighted', 'true');
  await expect(own).toBeInViewport({ ratio: 1 });
  if (!desktop) return;
  const view = (await page.getByTestId('org-viewport').boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await own.boundingBox())!;
      return Math.abs(box.x + box.width / 2 - (view.x + view.width / 2));
    })
    .toBeLessThan(40);
}

const VIEWERS = [
  ['an admin', 'HRMS1'],
  ['HR', 'HRMS2'],
  ['a manager', 'HRMS3'],
  ['an employee', 'HRMS4'],
] as const;

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`the org chart opens centred on the viewer at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const [role, employeeId] of VIEWERS)
      test(`for ${role}, from their dashboard's tile`, async ({ page }) => {
        await loginAs(page, employeeId);
        const tile = page.getByRole('link', { name: /Organi[sz]ation Chart/ }).first();
        await tile.scrollIntoViewIfNeeded();
        await tile.click();
        await expect(page).toHaveURL(new RegExp(`/Organization/${employeeId}$`));
        await expect(page.getByText(M.loaded)).toBeVisible();
        await expectCentredOnViewer(page, employeeId, width > 390);
        await snapChart(page, `viewer-${employeeId}-${width}`);
        await expectAccessible(page);
      });
  });
}
