import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIso } from '@hrms/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { deliverDueMails } from '../modules/mail';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { openFromTemplate, seedTestTenants, type TestDatabaseTemplates, type TestDbContents } from './databases';

export { OTHER_ADMIN, OTHER_ORG } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/**
 * A fresh database — in-memory PGlite, or a new throw-away database on TEST_DATABASE_URL's server — copied
 * from the run's template: migrated only, or also seeded with the demo organisation and a second tenant.
 */
export async function createTestDb(contents: TestDbContents = 'migrated'): Promise<Database> {
  const templates = inject('testDatabaseTemplates');
  const engine = process.env.TEST_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  if (templates?.engine !== engine) throw new Error(`no ${engine} test template: run the tests through vitest.config.ts`);
  if (contents === 'seeded' && templates.seededOn !== todayIso()) {
    // The template was seeded on an earlier day (the run crossed midnight): the demo data's dates count from the
    // day it is seeded, the tests' expectations from today, so seed a fresh copy today instead of copying it.
    const database = await openFromTemplate(templates, 'migrated', process.env.TEST_DATABASE_URL);
    await seedTestTenants(database);
    return database;
  }
  return openFromTemplate(templates, contents, process.env.TEST_DATABASE_URL);
}

export function testConfig(): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'hrms-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    databasePooler: undefined,
    databaseDirectUrl: undefined,
    databaseRls: true,
    databaseReplicaUrls: [],
    databaseReplicaMaxLagMs: 10_000,
    smtpUrl: undefined,
    corsOrigins: ['http://allowed.example'],
    publicUrl: undefined,
    logLevel: 'silent',
    secretKey: 'test-secret-key',
    webDist: join(dataDir, 'no-web'),
    secureCookies: true,
    accessTokenTtlSeconds: 15 * 60,
    redisUrl: undefined,
    redisKeyPrefix: `hrms-test-${randomBytes(4).toString('hex')}:`,
    trustProxy: false,
    heapGrowingPercent: 0,
    processRole: 'all',
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Bearer + organizationId headers for a demo account. */
  as: (employeeId: string) => Promise<Record<string, string>>;
  call: (employeeId: string | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** One round of the mail worker (tests run no background worker): sends every queued mail that is due. */
  deliverMail: () => Promise<number>;
};

/** Bearer + organizationId headers of a demo account signed in on `app`, each account once per `sessions`. */
export async function signedIn(app: FastifyInstance, employeeId: string, sessions: Map<string, Record<string, string>>) {
  const cached = sessions.get(employeeId);
  if (cached) return cached;
  const res = await app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/login',
    payload: { employeeId, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${employeeId} failed: ${res.body}`);
  const body = res.json() as { token: string; organizationId: string };
  const headers = { authorization: `Bearer ${body.token}`, organizationid: body.organizationId };
  sessions.set(employeeId, headers);
  return headers;
}

/** A test app on a fresh seeded database; `runWorkers` also runs the job queue's workers (background jobs). */
export function useTestApp(options: { runWorkers?: boolean } = {}): TestApp {
  const context = {} as TestApp;
  const sessions = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    context.database = await createTestDb('seeded');
    context.config = testConfig();
    context.app = await buildApp({
      db: context.database.db,
      config: context.config,
      logger: false,
      serveWeb: false,
      runWorkers: options.runWorkers ?? false,
    });
    context.deliverMail = () =>
      deliverDueMails({
        db: context.database.db,
        smtpUrl: context.config.smtpUrl,
        dataDir: context.config.dataDir,
        lookupSmtp: async () => null,
        log: context.app.log,
      });
    context.as = (employeeId) => signedIn(context.app, employeeId, sessions);
    context.call = async (employeeId, options) => {
      const headers = employeeId ? await context.as(employeeId) : {};
      return context.app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } });
    };
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * `appWith(config)`: another app on the database of `t`, with part of its configuration changed; every app it made
 * is closed after the file's tests.
 */
export function useAppsWithConfig(t: TestApp): (config: Partial<Config>) => Promise<FastifyInstance> {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  return async (config) => {
    const app = await buildApp({ db: t.database.db, config: { ...t.config, ...config }, logger: false, serveWeb: false });
    apps.push(app);
    return app;
  };
}

export const ADMIN = 'HRMS1';
export const HR = 'HRMS2';
export const MANAGER = 'HRMS3';
export const EMPLOYEE = 'HRMS4';
export const ONBOARDING = 'HRMS5';
/** A colleague who reports to neither HRMS3 nor HRMS2. */
export const STRANGER = 'HRMS21';
