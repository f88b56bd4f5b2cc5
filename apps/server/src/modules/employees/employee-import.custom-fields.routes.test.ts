import { CUSTOM_FIELD_MESSAGES, EMPLOYEE_IMPORT_COLUMNS } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';
import { customFieldValues } from '../customfields';
import { DEMO_CUSTOM_FIELD_COLUMNS } from '../customfields/customfields.test-support';
import { multipart } from '../documents/documents.test-support';
import { employees } from '../employees';

const t = useTestApp({ runWorkers: true });
const BASE = '/hrmsapplication/employee';
const CUSTOM = ['cf_badge', 'cf_start_kit', 'cf_tshirt'];
// the demo organisation's own fields (customfields.seed.ts) come too, every field in key order
const COLUMNS = [...EMPLOYEE_IMPORT_COLUMNS, ...[...CUSTOM, ...DEMO_CUSTOM_FIELD_COLUMNS].sort()];

const person = (patch: Record<string, string> = {}): Record<string, string> => ({
  ...NEW_PERSON,
  prefix: 'Ms',
  email: 'zoya.cf@acme.example',
  ...patch,
});
const csv = (rows: Record<string, string>[], columns: readonly string[] = COLUMNS) =>
  Buffer.from(`${[columns.join(','), ...rows.map((r) => columns.map((c) => r[c] ?? '').join(','))].join('\n')}\n`);
const upload = (who: string, content: Buffer, query = '') =>
  t.call(who, {
    method: 'POST',
    url: `${BASE}/import${query}`,
    ...multipart([{ name: 'file', filename: 'people.csv', content }]),
  });

async function runToEnd(content: Buffer) {
  const started = await upload(ADMIN, content);
  expect(started.statusCode, started.body).toBe(202);
  const { importId } = started.json() as { importId: string };
  for (let i = 0; i < 200; i++) {
    const status = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/${importId}` })).json();
    if (status.status === 'DONE' || status.status === 'FAILED') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}
const valuesOf = async (employeeId: string) =>
  Object.fromEntries(
    (await t.database.db.select().from(customFieldValues).where(eq(customFieldValues.recordId, employeeId))).map((r) => [
      r.key,
      r.value,
    ]),
  );
const idOf = async (email: string) =>
  (await t.database.db.select().from(employees).where(eq(employees.email, email)))[0]?.employeeId;

beforeAll(async () => {
  const define = (key: string, body: object) =>
    t.call(ADMIN, { method: 'PUT', url: `/hrmsapplication/admin/custom-fields/employee/${key}`, payload: body });
  const all = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];
  for (const [key, body] of [
    ['tshirt', { label: 'T-shirt size', type: 'SELECT', options: ['S', 'M', 'L'], readRoles: all, editRoles: all }],
    ['badge', { label: 'Badge number', type: 'NUMBER', readRoles: ['ROLE_ADMIN'], editRoles: ['ROLE_ADMIN'] }],
    ['start_kit', { label: 'Kit handed over', type: 'DATE', readRoles: ['ROLE_ADMIN'], editRoles: ['ROLE_ADMIN'] }],
  ] as const)
    expect((await define(key, body)).statusCode).toBe(200);
});

describe('custom fields in the employee import and export (cf_<key> columns)', () => {
  it("adds a cf_<key> column per field to the template; another organisation's admin does not get them", async () => {
    const mine = await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/template?format=csv` });
    expect(mine.body.trim()).toBe(COLUMNS.join(','));
    const theirs = await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/import/template?format=csv` });
    expect(theirs.body.trim()).toBe(EMPLOYEE_IMPORT_COLUMNS.join(','));
    const refused = await upload(OTHER_ADMIN, csv([person()]), '?dryRun=true');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().errors)).toContain('cf_tshirt');
  });

  it('refuses a row with a value not of its field type as a row error naming the column, writing nothing of it', async () => {
    const file = csv([
      person({ email: 'bad.cf@acme.example', cf_tshirt: 'XXL', cf_badge: 'twelve', cf_start_kit: '2026-02-30' }),
      person({ email: 'half.cf@acme.example', cf_tshirt: 'M', cf_badge: '1.5.5' }),
    ]);
    const dry = await upload(ADMIN, file, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ totalRows: 2, validRows: 0, created: 0 });
    expect(dry.json().errors).toEqual(
      expect.arrayContaining([
        { row: 2, field: 'cf_tshirt', message: CUSTOM_FIELD_MESSAGES.notOption },
        { row: 2, field: 'cf_badge', message: CUSTOM_FIELD_MESSAGES.notNumber },
        { row: 2, field: 'cf_start_kit', message: CUSTOM_FIELD_MESSAGES.notDate },
        { row: 3, field: 'cf_badge', message: CUSTOM_FIELD_MESSAGES.notNumber },
      ]),
    );
    const real = await runToEnd(file);
    expect(real).toMatchObject({ status: 'DONE', created: 0, failed: 2 });
    expect(await idOf('half.cf@acme.example')).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(customFieldValues)
        .where(and(eq(customFieldValues.key, 'tshirt'), eq(customFieldValues.value, 'M'))),
    ).toEqual([]);
  });

  it('creates and updates people with their values, exports them as cf_<key>, and importing the export back changes nothing', async () => {
    const done = await runToEnd(
      csv([
        person({ email: 'new.cf@acme.example', cf_tshirt: 'L', cf_badge: '1042', cf_start_kit: '2026-01-05' }),
        { employeeId: EMPLOYEE, cf_tshirt: 'S' },
      ]),
    );
    expect(done).toMatchObject({ status: 'DONE', created: 1, updated: 1, failed: 0 });
    const created = await idOf('new.cf@acme.example');
    expect(await valuesOf(created ?? '')).toEqual({ tshirt: 'L', badge: '1042', start_kit: '2026-01-05' });
    expect(await valuesOf(EMPLOYEE)).toMatchObject({ tshirt: 'S' });

    const exported = await t.call(ADMIN, { method: 'GET', url: `${BASE}/export?format=csv` });
    const [header, ...lines] = exported.body.trim().split(/\r?\n/);
    expect(header).toBe(COLUMNS.join(','));
    const mine = lines.find((line) => line.startsWith(`${created},`));
    const cells = mine?.split(',') ?? [];
    expect(CUSTOM.map((column) => cells[COLUMNS.indexOf(column)])).toEqual(['1042', '2026-01-05', 'L']);

    const again = await upload(ADMIN, Buffer.from(exported.body), '?dryRun=true');
    expect(again.json(), JSON.stringify(again.json().errors)).toMatchObject({ created: 0, updated: 0, errors: [] });

    // a changed value in the exported file is an update of that value only
    const edited = cells.map((cell, i) => (i === COLUMNS.indexOf('cf_tshirt') ? 'M' : cell)).join(',');
    const changed = exported.body.replace(`${mine}`, edited);
    expect((await upload(ADMIN, Buffer.from(changed), '?dryRun=true')).json()).toMatchObject({ created: 0, updated: 1 });
  });

  it("reads headings mapped in the wizard to the organisation's own fields (cf_<key>), and refuses fields it does not have", async () => {
    const fixed = EMPLOYEE_IMPORT_COLUMNS.filter((c) => c !== 'employeeId');
    const row = person({ email: 'mapped.cf@acme.example' });
    const file = Buffer.from(
      `${[...fixed, 'Shirt', 'Kit date'].join(',')}\n${[...fixed.map((c) => row[c] ?? ''), 'M', '2026-02-02'].join(',')}\n`,
    );
    const send = (who: string, query: string, map: Record<string, string>) =>
      t.call(who, {
        method: 'POST',
        url: `${BASE}/import${query}`,
        ...multipart([
          { name: 'file', filename: 'people.csv', content: file },
          { name: 'columns', value: JSON.stringify(map) },
        ]),
      });
    const map = { Shirt: 'cf_tshirt', 'Kit date': 'cf_start_kit' };
    const dry = await send(ADMIN, '?dryRun=true', map);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ totalRows: 1, created: 1, errors: [] });
    const started = await send(ADMIN, '', map);
    expect(started.statusCode).toBe(202);
    const { importId } = started.json() as { importId: string };
    let status = { status: 'QUEUED', created: 0 };
    for (let i = 0; i < 200 && status.status !== 'DONE' && status.status !== 'FAILED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/${importId}` })).json();
    }
    expect(status).toMatchObject({ status: 'DONE', created: 1 });
    expect(await valuesOf((await idOf('mapped.cf@acme.example')) ?? '')).toEqual({ tshirt: 'M', start_kit: '2026-02-02' });

    // a field the organisation does not have stays unknown, named in `errors`; so does ours for another organisation
    const unknown = await send(ADMIN, '?dryRun=true', { Shirt: 'cf_nope', 'Kit date': '' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['cf_nope']);
    const theirs = await send(OTHER_ADMIN, '?dryRun=true', { Shirt: 'cf_tshirt', 'Kit date': '' });
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json().errors)).toEqual(['cf_tshirt']);
    expect((await send(EMPLOYEE, '?dryRun=true', map)).statusCode).toBe(403);
    expect(await idOf('mapped.cf@acme.example')).toBeDefined();
  });

  it('exports to an admin of another organisation none of these columns or values', async () => {
    const other = await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/export?format=csv` });
    expect(other.body.split(/\r?\n/)[0]).toBe(EMPLOYEE_IMPORT_COLUMNS.join(','));
    expect(other.body).not.toContain('1042');
  });
});
