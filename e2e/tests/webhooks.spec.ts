import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { E2E_PORT } from '../playwright.config';
import { expectAccessible, loginAs, PASSWORD, snap } from './support';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `webhooks-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** An admin changes a person's phone number through the API: one employee.updated event. */
async function changePhone(request: APIRequestContext, employeeId: string, phoneNumber: string) {
  const login = await request.post('/hrmsapplication/authentication/login', {
    data: { employeeId: 'HRMS1', password: PASSWORD },
  });
  const { token, organizationId } = await login.json();
  const headers = { Authorization: `Bearer ${token}`, organizationId };
  const profile = await (await request.get(`/hrmsapplication/employee/getEmployeeProfile/${employeeId}`, { headers })).json();
  const res = await request.patch('/hrmsapplication/employee/update', { headers, data: { ...profile, phoneNumber } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The status of one delivery of the endpoint at `url`, read through the API. */
async function deliveryStatus(request: APIRequestContext, url: string, deliveryId: string) {
  const login = await request.post('/hrmsapplication/authentication/login', {
    data: { employeeId: 'HRMS1', password: PASSWORD },
  });
  const { token, organizationId } = await login.json();
  const headers = { Authorization: `Bearer ${token}`, organizationId };
  const endpoints: { id: string; url: string }[] = await (
    await request.get('/hrmsapplication/admin/webhooks', { headers })
  ).json();
  const endpoint = endpoints.find((e) => e.url === url);
  if (!endpoint) return 'no endpoint';
  const log = await (await request.get(`/hrmsapplication/admin/webhooks/${endpoint.id}/deliveries?size=100`, { headers })).json();
  return (log.items as { id: string; status: string }[]).find((d) => d.id === deliveryId)?.status ?? 'not found';
}

test.describe('webhooks', () => {
  test.describe.configure({ mode: 'serial' });
  // one long journey (a delivery, a retry and a redelivery through the job queue) on a shared, busy machine
  test.setTimeout(240_000);
  let receiver: Server;
  let port: number;
  const received: Received[] = [];
  let failing = true;

  test.beforeAll(async () => {
    // a receiver outside the product: answers 500 until told to recover
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = failing ? 500 : 204;
        response.end();
      });
    });
    port = E2E_PORT + 60 + test.info().retry;
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
  });

  test('the admin adds an endpoint, sees a failing delivery, redelivers it once the receiver recovers, and deletes it', async ({
    page,
    request,
  }) => {
    const path = `/hrms-events-${test.info().retry}-${Date.now()}`;
    const url = `http://127.0.0.1:${port}${path}`;
    await loginAs(page, 'HRMS1');
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Choose at least one event.')).toBeVisible();
    await page.getByLabel('URL').fill(url);
    await page.getByLabel('Description').fill('Payroll bureau');
    await page.getByRole('checkbox', { name: 'employee.updated' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = page.getByTestId('new-webhook-secret');
    await expect(secretBox).toHaveText(/^whsec_/);
    const secret = (await secretBox.textContent())?.trim() ?? '';
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toBeVisible();
    await shoot(page, 'added');

    failing = true;
    await changePhone(request, 'HRMS20', `98${String(Date.now()).slice(-8)}`);
    await expect.poll(() => received.filter((r) => r.path === path).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = received.find((r) => r.path === path)!;
    const message = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as {
      id: string;
      type: string;
    };
    expect(message.type).toBe('employee.updated');

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByTestId('delivery-log');
    const delivery = log.getByRole('row').filter({ hasText: 'employee.updated' }).first();
    await expect(delivery).toContainText('PENDING');
    await expect(delivery).toContainText('500');
    await expectAccessible(page);
    await shoot(page, 'failing');

    failing = false;
    // other journeys change people at the same time: follow this one message by its webhook-id
    const ofMessage = () => received.filter((r) => r.path === path && r.headers['webhook-id'] === message.id);
    const before = ofMessage().length;
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByText('The delivery is sent again.')).toBeVisible();
    await expect.poll(() => ofMessage().length, { timeout: 60_000 }).toBeGreaterThan(before);
    const again = ofMessage().at(-1)!;
    expect(new Webhook(secret).verify(again.body, again.headers as Record<string, string>)).toMatchObject({ id: message.id });
    await expect.poll(() => deliveryStatus(request, url, message.id), { timeout: 30_000 }).toBe('DELIVERED');
    // every try the receiver got (the failed ones, retries and the redelivery) carries a valid signature
    for (const delivered of received.filter((r) => r.path === path))
      expect(() => new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>)).not.toThrow();
    await shoot(page, 'delivered');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The endpoint was deleted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: url })).toHaveCount(0);
  });

  test('the form names the URL field when the URL is not http or https', async ({ page }) => {
    await loginAs(page, 'HRMS1');
    await page.goto('/webhooks');
    await page.getByLabel('URL').fill('ftp://example.com/x');
    await page.getByRole('checkbox', { name: 'employee.created' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Enter an http or https URL.')).toBeVisible();
  });
});
