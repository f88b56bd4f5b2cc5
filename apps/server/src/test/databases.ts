import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIso } from '@hrms/shared';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { accounts } from '../modules/auth/auth.tables';
import { employees } from '../modules/employees/employees.tables';
import { organizations } from '../modules/organization/organization.tables';
import { seedDemoOrganization } from '../seed/demo';
import { DEMO_PASSWORD } from '../seed/demo-people';

export const OTHER_ORG = 'ORG2';
export const OTHER_ADMIN = 'OTH1';

export type TestEngine = 'pglite' | 'postgres';
export type TestDbContents = 'migrated' | 'seeded';

/**
 * Databases every test file starts from, built once per run by the global set-up: PGlite data-directory
 * dumps (file paths) or PostgreSQL template databases (names). Copying one is far cheaper than migrating
 * and seeding per file.
 */
export type TestDatabaseTemplates = { engine: TestEngine; seededOn: string } & Record<TestDbContents, string>;

/** A second tenant with one admin, to prove nobody crosses organisations. */
export async function seedOtherTenant(database: Database) {
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

export async function seedTestTenants(database: Database) {
  await seedDemoOrganization(database.db);
  await seedOtherTenant(database);
}

export async function adminQuery(serverUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Builds the migrated and the seeded starting points of one engine; the returned dispose removes them. */
export async function prepareTestTemplates(
  engine: TestEngine,
  serverUrl: string | undefined,
): Promise<{ templates: TestDatabaseTemplates; dispose: () => Promise<void> }> {
  if (engine === 'postgres') {
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL tests');
    const stem = `hrms_tpl_${randomBytes(5).toString('hex')}`;
    const templates: TestDatabaseTemplates = {
      engine,
      seededOn: todayIso(),
      migrated: `${stem}_migrated`,
      seeded: `${stem}_seeded`,
    };
    for (const contents of ['migrated', 'seeded'] as const) {
      await adminQuery(serverUrl, `CREATE DATABASE ${templates[contents]}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, templates[contents]), poolSize: 2 });
      await migrateDatabase(database);
      if (contents === 'seeded') {
        templates.seededOn = todayIso();
        await seedTestTenants(database);
      }
      await database.close();
    }
    return {
      templates,
      dispose: async () => {
        for (const name of [templates.migrated, templates.seeded]) {
          await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hrms-test-templates-'));
  const templates: TestDatabaseTemplates = {
    engine,
    seededOn: todayIso(),
    migrated: join(dir, 'migrated.tar'),
    seeded: join(dir, 'seeded.tar'),
  };
  const database = await openDatabase({});
  await migrateDatabase(database);
  await writeDump(database, templates.migrated);
  templates.seededOn = todayIso();
  await seedTestTenants(database);
  await writeDump(database, templates.seeded);
  await database.close();
  return { templates, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function writeDump(database: Database, path: string) {
  const client = (database.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/** A fresh database copied from a template of `prepareTestTemplates`; close() also drops a PostgreSQL copy. */
export async function openFromTemplate(
  templates: TestDatabaseTemplates,
  contents: TestDbContents,
  serverUrl: string | undefined,
): Promise<Database> {
  if (templates.engine === 'pglite') {
    return openDatabase({ snapshot: new Blob([readFileSync(templates[contents])]) });
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL tests');
  const name = `hrms_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templates[contents]}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
