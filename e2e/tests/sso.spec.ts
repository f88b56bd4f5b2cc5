import { SSO_CALLBACK_PATH, SSO_MESSAGES } from '@hrms/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../apps/server/src/test/oidc-test-provider';
import { E2E_PORT } from '../playwright.config';
import { loginAs, snap } from './support';

// the provider listens next to the app (the app's port + 50)
const PROVIDER_PORT = E2E_PORT + 50;
let idp: TestProvider;

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `sso-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A fresh browser (no session), signing in at the provider's own login and consent pages. */
async function signInThroughProvider(browser: Browser, login: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/?organizationId=ORG1');
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  // the consent step of the provider's development pages
  const consent = page.locator('button[type="submit"]');
  if (await consent.isVisible().catch(() => false)) await consent.click();
  return { context, page };
}

test.describe('single sign-on and API tokens', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    idp = await startTestProvider({
      // a retry's provider signs with a new key: on another port (another issuer) than the first attempt's, whose
      // keys the app keeps cached for that issuer
      port: PROVIDER_PORT + test.info().retry,
      redirectUris: [`http://localhost:${E2E_PORT}${SSO_CALLBACK_PATH}`],
    });
  });
  test.afterAll(async () => idp?.close());

  test('the admin connects the identity provider; saving checks its discovery document', async ({ page }) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/ssoSettings');
    await expect(page.getByRole('heading', { name: 'Single sign-on', level: 2 })).toBeVisible();
    await page.getByLabel('Issuer URL').fill('http://127.0.0.1:9/nowhere');
    await page.getByLabel('Client ID').fill(idp.clientId);
    await page.getByLabel('Client secret').fill(idp.clientSecret);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SSO_MESSAGES.discoveryFailed).first()).toBeVisible();

    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel("Offer sign-in with the company's identity provider").check({ force: true });
    await page.getByLabel('Button label').fill('Sign in with Acme ID');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Single sign-on settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Issuer URL')).toHaveValue(idp.issuer);
    await expect(page.getByText('A secret is stored; leave empty to keep it.')).toBeVisible();
    await shoot(page, 'settings');
  });

  test('an employee signs in through the provider and lands on the dashboard', async ({ browser }) => {
    const { context, page } = await signInThroughProvider(browser, 'ananya.rao@acme.example');
    await expect(page).toHaveURL(/\/userdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('EmpId'))).toBe('HRMS4');
    // the session is a normal one: logout ends it
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('the login page offers the button once the user id is typed, and explains a refused sign-in', async ({ browser }) => {
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in with Acme ID' })).toBeHidden();
    await page.getByLabel('User ID').fill('HRMS4');
    await expect(page.getByRole('link', { name: 'Sign in with Acme ID' })).toBeVisible();
    await shoot(page, 'login');
    await fresh.close();

    const { context, page: refused } = await signInThroughProvider(browser, 'nobody@elsewhere.example');
    await expect(refused.getByTestId('sso-error')).toHaveText(SSO_MESSAGES.unknownPerson);
    await expect(refused).toHaveURL(/\/\?ssoError=unknownPerson&organizationId=ORG1$/);
    await expect(refused.getByRole('link', { name: 'Sign in with Acme ID' })).toBeVisible();
    expect(await refused.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await shoot(refused, 'refused');
    await context.close();
  });

  test('the admin creates an API token (shown once), it works within its scope, and is revoked', async ({
    page,
    request,
  }, testInfo) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/apiTokens');
    const table = page.getByRole('table', { name: 'API tokens' });
    if (testInfo.retry > 0) {
      // a first attempt may have stopped before revoking its token: the list starts empty again
      const revoke = table.getByRole('button', { name: 'Revoke' });
      await expect(revoke.first().or(page.getByText('No API tokens yet.'))).toBeVisible();
      for (let left = await revoke.count(); left > 0; left--) {
        await revoke.first().click();
        await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
        await expect(revoke).toHaveCount(left - 1);
      }
    }
    await page.getByLabel('Name').fill('Payroll provider');
    await page.getByLabel('employees:read').check({ force: true });
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-api-token').textContent()) ?? '';
    expect(token).toMatch(/^hrms_pat_/);
    await expect(table.getByText('Payroll provider')).toBeVisible();
    await expect(table.getByText('Never')).toBeVisible();
    await shoot(page, 'tokens');

    const list = await request.get('/hrmsapplication/employee/getAll?size=3', { headers: { authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const outside = await request.get('/hrmsapplication/leaves/getLeaves', { headers: { authorization: `Bearer ${token}` } });
    expect(outside.status()).toBe(403);
    await page.reload();
    await expect(table.getByText('Never')).toBeHidden();

    await table.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('No API tokens yet.')).toBeVisible();
    const after = await request.get('/hrmsapplication/employee/getAll?size=3', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});
