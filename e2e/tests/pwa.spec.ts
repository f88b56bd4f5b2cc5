import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the app is installable: a manifest, a service worker in control, and the last-seen data offline with a banner', async ({
  page,
  context,
}) => {
  test.slow();
  await loginAs(page, 'HRMS4');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await page.request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: 'HRMS', start_url: '/', display: 'standalone' });
  // a PNG of at least 192 px for launchers that ignore SVG, and a maskable one; each icon is served
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await page.request.get(icon.src)).ok()).toBe(true);
  }

  // the worker registers after the first load and takes control of the next one; it activates once it has
  // cached the whole shell, which on a loaded CI machine took more than the default 10 s once
  const activation = { timeout: 45_000 };
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), activation)
    .toBe('activated');
  await page.goto('/LeaveBalance');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), activation).toBe(true);
  await page.reload();
  const balance = page.getByTestId('balance-EARNLEAVE');
  await expect(balance).toBeVisible();
  const seen = await balance.innerText();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('changes cannot be saved');
  await expect(page.getByTestId('balance-EARNLEAVE')).toHaveText(seen);
  // a screen never opened on this device: it says so instead of spinning (issue 33 point 8)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/familyDetails/HRMS4');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('offline-not-seen')).toContainText('not opened on this device');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // back online the screen loads by itself
  await expect(page.getByTestId('offline-not-seen')).toHaveCount(0);
  await expect(page.getByTestId('page-loader')).toHaveCount(0);
});
