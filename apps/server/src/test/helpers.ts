import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { accounts } from '../modules/auth/auth.tables';
import { employees } from '../modules/employees/employees.tables';
import { deliverDueMails } from '../modules/mail';
import { organizations } from '../modules/organization/organization.tables';
import { seedDemoOrganization } from '../seed/demo';
import { DEMO_PASSWORD } from '../seed/demo-people';

/** A fresh database: in-memory PGlite, or a new throw-away database on TEST_DATABASE_URL's server. */
export async function createTestDb(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE !== 'postgres' || !url) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const { default: pg } = await import('pg');
  const name = `hrms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'hrms-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
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
  };
}

export const OTHER_ORG = 'ORG2';
export const OTHER_ADMIN = 'OTH1';

/** A second tenant with one admin, to prove nobody crosses organisations. */
async function seedOtherTenant(database: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.insert(organizations).values({
    organizationId: OTHER_ORG,
    employeeIdPrefix: 'OTH',
    nextEmployeeNumber: 2,
    configured: true,
    organizationName: 'Other Corp',
    rootDesignation: 'Director',
  });
  await database.db.insert(employees).values({
    employeeId: OTHER_ADMIN,
    organizationId: OTHER_ORG,
    prefix: 'Ms ',
    firstname: 'Olivia',
    lastname: 'Other',
    email: 'olivia@other.example',
    countryCode: '+44',
    phoneNumber: '7911123456',
    maritialStatus: 'Single',
    dob: '1990-01-01',
    gender: 'Female',
    fatherName: 'Oscar Other',
    doj: '2020-01-01',
    bloodGroup: 'A +ve',
  });
  await database.db
    .insert(accounts)
    .values({ employeeId: OTHER_ADMIN, organizationId: OTHER_ORG, passwordHash, role: 'ROLE_ADMIN' });
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

/** Builds the app on a fresh seeded database for one test file. */
/** A test app on a fresh seeded database; `runWorkers` also runs the job queue's workers (background jobs). */
export function useTestApp(options: { runWorkers?: boolean } = {}): TestApp {
  const context = {} as TestApp;
  const sessions = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    context.database = await createTestDb();
    await seedDemoOrganization(context.database.db);
    await seedOtherTenant(context.database);
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
    context.as = async (employeeId) => {
      const cached = sessions.get(employeeId);
      if (cached) return cached;
      const res = await context.app.inject({
        method: 'POST',
        url: '/hrmsapplication/authentication/login',
        payload: { employeeId, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${employeeId} failed: ${res.body}`);
      const body = res.json() as { token: string; organizationId: string };
      const headers = { authorization: `Bearer ${body.token}`, organizationid: body.organizationId };
      sessions.set(employeeId, headers);
      return headers;
    };
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

export const ADMIN = 'HRMS1';
export const HR = 'HRMS2';
export const MANAGER = 'HRMS3';
export const EMPLOYEE = 'HRMS4';
export const ONBOARDING = 'HRMS5';
/** A colleague who reports to neither HRMS3 nor HRMS2. */
export const STRANGER = 'HRMS21';
