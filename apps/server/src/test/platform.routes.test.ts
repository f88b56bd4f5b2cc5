import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { redactUrl } from '../lib/security';
import { seedDemoOrganization } from '../seed/demo';
import { createTestDb, testConfig } from './helpers';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDb();
  const config = testConfig();
  const webDist = join(config.dataDir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  app = await buildApp({ db: database.db, config: { ...config, webDist }, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the platform around the API', () => {
  it('serves the OpenAPI document and its UI under /hrmsapplication/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/hrmsapplication/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/hrmsapplication/authentication/login');
    const ui = await app.inject({ method: 'GET', url: '/hrmsapplication/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers deep links with the web app (history fallback) and unknown API calls with a 404 problem as application/json', async () => {
    const deep = await app.inject({ method: 'GET', url: '/AdminDashboard' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/hrmsapplication/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.json()).toMatchObject({ status: 404, detail: expect.any(String), message: expect.any(String) });
  });

  it('never answers 5xx for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('seeds the demo organisation only into an empty database', async () => {
    expect(await seedDemoOrganization(database.db)).toBe(true);
    expect(await seedDemoOrganization(database.db)).toBe(false);
  });

  it('keeps credentials out of logged URLs', () => {
    expect(redactUrl('/hrmsapplication/authentication/login?employeeId=HRMS1&password=Secret1')).toBe(
      '/hrmsapplication/authentication/login?employeeId=HRMS1&password=[redacted]',
    );
  });
});
