import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_MESSAGES, IMPORT_MESSAGES } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import type { Deps } from '../../lib/deps';
import { ADMIN, useTestApp } from '../../test/helpers';
import { multipart } from '../documents/documents.test-support';
import { employees, employments } from '../employees';
import { bossExecutor, createJobQueue, type JobQueue } from '../jobs';
import { mailOutbox } from '../mail';
import * as repo from './imports.repository';
import { runImport } from './imports.runner';

const t = useTestApp();
/** Small chunks, so a file of a few dozen rows spans three of them. */
const CHUNK = 20;
const BASE = '/hrmsapplication/employee';
let worker: JobQueue | null = null;
let deadWorker: PgBoss | null = null;
afterAll(async () => {
  await worker?.stop();
  await deadWorker?.stop({ graceful: false, wait: true });
});

/** Letters only (names allow no digits). */
const letters = (n: number) => {
  let s = '';
  for (let v = n; v > 0 || s === ''; v = Math.floor(v / 26)) s = String.fromCharCode(97 + (v % 26)) + s;
  return s;
};

/**
 * 2½ chunks of new people, with what crosses a chunk boundary: a manager created in the first chunk and
 * named by e-mail in the second, an e-mail of the first chunk repeated in the second (refused), and a
 * refused row in each chunk.
 */
function bigFile(tag: string) {
  const rows: Record<string, string>[] = [];
  const total = 2 * CHUNK + CHUNK / 2;
  for (let i = 0; i < total; i++) {
    const name = `Res${letters(i)}`;
    rows.push({
      prefix: 'Ms',
      firstname: name,
      lastname: 'Resumed',
      email: `${name.toLowerCase()}.${tag}@resume.example`,
      countryCode: '+91',
      phoneNumber: `98${String(i).padStart(8, '0')}`,
      maritialStatus: 'Single',
      dob: '1991-02-03',
      gender: 'Female',
      fatherName: 'Father Resumed',
      doj: '2025-01-06',
      bloodGroup: 'A +ve',
      department: 'ENG',
      designation: 'Software Engineer',
      managerId: 'HRMS3',
      hrId: 'HRMS2',
    });
  }
  const lead = rows[3] as Record<string, string>;
  lead.role = 'ROLE_MANAGER';
  (rows[CHUNK + 5] as Record<string, string>).managerId = lead.email as string;
  (rows[CHUNK + 6] as Record<string, string>).email = (rows[9] as Record<string, string>).email as string;
  (rows[12] as Record<string, string>).bloodGroup = 'Z +ve';
  (rows[2 * CHUNK + 7] as Record<string, string>).dob = '2090-01-01';
  const lines = [EMPLOYEE_IMPORT_COLUMNS.join(','), ...rows.map((r) => EMPLOYEE_IMPORT_COLUMNS.map((c) => r[c] ?? '').join(','))];
  return { file: Buffer.from(`${lines.join('\n')}\n`), rows, lead: lead.email as string, led: rows[CHUNK + 5]?.email as string };
}

const deps = () =>
  ({ db: t.database.db, log: t.app.log, config: t.config, jobs: { enqueue: async () => null } }) as unknown as Deps;

async function storeImport(file: Buffer) {
  return repo.insertImport(t.database.db, {
    organizationId: 'ORG1',
    kind: 'employees',
    createdBy: ADMIN,
    createdByRole: 'ROLE_ADMIN',
    fileName: 'people.csv',
    file,
  });
}
const status = async (importId: string) => (await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/${importId}` })).json();
const dryRun = async (file: Buffer) =>
  (
    await t.call(ADMIN, {
      method: 'POST',
      url: `${BASE}/import?dryRun=true`,
      ...multipart([{ name: 'file', filename: 'people.csv', content: file }]),
    })
  ).json();

/** What the import left in the database for the file's e-mails: people, mails, audit rows, no doubles. */
async function leftBehind(emails: string[], createdIds: string[]) {
  const people = await t.database.db.select().from(employees).where(inArray(employees.email, emails));
  const mails = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
  const [audits] = (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.action, 'create'), inArray(auditLog.entityId, createdIds)))
  ).map((r) => r.n);
  return {
    people: people.length,
    distinctEmails: new Set(people.map((p) => p.email)).size,
    mails: mails.length,
    distinctMailed: new Set(mails.map((m) => m.to)).size,
    audits,
    distinctIds: new Set(createdIds).size,
  };
}

/** The import created `created` people from the file's rows, each once: one row, e-mail, mail, audit row and id each. */
async function expectEachCreatedOnce(importId: string, rows: Record<string, unknown>[], created: number) {
  const emails = [...new Set(rows.map((r) => r.email as string))];
  const createdIds = (await repo.findImportFile(t.database.db, importId))?.createdIds ?? [];
  expect(await leftBehind(emails, createdIds)).toEqual({
    people: created,
    distinctEmails: created,
    mails: created,
    distinctMailed: created,
    audits: created,
    distinctIds: created,
  });
}

describe('a stored import file', () => {
  it('is read back in pieces, byte for byte, however the pieces fall', async () => {
    const { file } = bigFile('pieces');
    const importId = await storeImport(file);
    for (const size of [1000, 4096, file.length, file.length + 1]) {
      const pieces: Buffer[] = [];
      for await (const piece of repo.importFilePieces(t.database.db, importId, size)) pieces.push(piece);
      expect(pieces.length).toBe(Math.ceil(file.length / size));
      expect(Buffer.concat(pieces).equals(file)).toBe(true);
    }
  });
});

describe('an import whose worker died', () => {
  it('is resumed by the job queue from the first uncommitted chunk and ends as a clean run would, nothing doubled', async () => {
    const { file, rows, lead, led } = bigFile('one');
    const clean = await dryRun(file);
    expect(clean).toMatchObject({ totalRows: rows.length, created: rows.length - 3, updated: 0 });
    const importId = await storeImport(file);

    // the dead worker: it took the import's job (active, expiring in a second) and committed one chunk
    deadWorker = new PgBoss({ db: bossExecutor(t.database.db), schema: 'pgboss', supervise: false, schedule: false });
    await deadWorker.start();
    await deadWorker.createQueue('import-run');
    await deadWorker.send('import-run', { importId }, { expireInSeconds: 1, retryLimit: 2, retryDelay: 0 });
    expect(await deadWorker.fetch('import-run')).toHaveLength(1);
    await runImport(deps(), importId, { sliceMs: 0, chunkRows: CHUNK });
    const halfway = await status(importId);
    expect(halfway).toMatchObject({
      status: 'RUNNING',
      totalRows: rows.length,
      processedRows: CHUNK,
      created: CHUNK - 1,
      failed: 1,
    });

    // a live worker: the queue's supervisor takes the dead worker's job for stalled and retries it here
    worker = createJobQueue(() => ({ ...deps(), jobs: worker as JobQueue }), { work: true, maintenanceIntervalSeconds: 1 });
    await worker.ready();
    let done: Record<string, unknown> = {};
    await vi.waitFor(
      async () => {
        done = await status(importId);
        if (done.status !== 'DONE') throw new Error(`still ${String(done.status)}`);
      },
      // the queue's first start creates its schema: slow on PGlite on a busy machine
      { timeout: 150_000, interval: 500 },
    );
    expect(done).toMatchObject({
      totalRows: rows.length,
      processedRows: rows.length,
      created: clean.created,
      updated: 0,
      failed: 3,
      errors: clean.errors,
    });
    expect(done.errors).toEqual(
      expect.arrayContaining([{ row: CHUNK + 8, field: 'email', message: IMPORT_MESSAGES.duplicateEmailInFile }]),
    );
    await expectEachCreatedOnce(importId, rows, clean.created);
    // the manager created in the first chunk leads the person of the second, as in one run
    const [leadRow] = await t.database.db.select().from(employees).where(eq(employees.email, lead));
    const [ledRow] = await t.database.db.select().from(employees).where(eq(employees.email, led));
    const [line] = await t.database.db
      .select()
      .from(employments)
      .where(eq(employments.employeeId, ledRow?.employeeId ?? ''));
    expect(line?.reportingManagerId).toBe(leadRow?.employeeId);
  }, 240_000);

  it('is written once when two workers run it at the same time', async () => {
    const { file, rows } = bigFile('two');
    const clean = await dryRun(file);
    const importId = await storeImport(file);
    await Promise.all([runImport(deps(), importId, { chunkRows: CHUNK }), runImport(deps(), importId, { chunkRows: CHUNK })]);
    const done = await status(importId);
    expect(done).toMatchObject({ status: 'DONE', processedRows: rows.length, created: clean.created, failed: 3 });
    await expectEachCreatedOnce(importId, rows, clean.created);
  });

  it('refuses, after a resume as in a first run, a later row naming by id someone the import created', async () => {
    const { rows } = bigFile('three');
    const csv = () =>
      Buffer.from(
        `${[EMPLOYEE_IMPORT_COLUMNS.join(','), ...rows.map((r) => EMPLOYEE_IMPORT_COLUMNS.map((c) => r[c] ?? '').join(','))].join('\n')}\n`,
      );
    const importId = await storeImport(csv());
    await runImport(deps(), importId, { sliceMs: 0, chunkRows: CHUNK });
    const [firstCreated] = (await repo.findImportFile(t.database.db, importId))?.createdIds ?? [];
    expect(firstCreated).toMatch(/^HRMS\d+$/);
    // the second chunk's first row names that new id: in a first run it did not exist yet when the row was read
    (rows[CHUNK] as Record<string, string>).employeeId = firstCreated as string;
    await t.database.db.execute(sql`update imports set file = ${csv()} where import_id = ${importId}`);
    await runImport(deps(), importId, { chunkRows: CHUNK });
    const done = await status(importId);
    expect(done).toMatchObject({ status: 'DONE', processedRows: rows.length, failed: 4 });
    expect(done.errors).toEqual(
      expect.arrayContaining([{ row: CHUNK + 2, field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound }]),
    );
  });
});
