import {
  CURRENT_EMPLOYMENT_MESSAGES,
  EMPLOYEE_IMPORT_COLUMN_LABELS,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_MESSAGES,
  IMPORT_MESSAGES,
  PROFILE_FIELDS,
} from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit, recordAudits } from '../../lib/audit';
import { auditLog } from '../../lib/audit.tables';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';
import { accounts } from '../auth';
import { DEMO_CUSTOM_FIELD_COLUMNS } from '../customfields/customfields.test-support';
import { multipart } from '../documents/documents.test-support';
import { employees, employments } from '../employees';
import { mailOutbox } from '../mail';
import { departments } from '../organization';
import { NO_PASSWORD_YET } from './employees.bulk-write';

const t = useTestApp({ runWorkers: true });
const BASE = '/hrmsapplication/employee';
// the contract columns, then a cf_<key> column per custom field the demo organisation's admin reads
const ADMIN_COLUMNS = [...EMPLOYEE_IMPORT_COLUMNS, ...DEMO_CUSTOM_FIELD_COLUMNS];

type Cells = Partial<Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string>>;
const person = (patch: Cells = {}): Cells => ({ ...NEW_PERSON, prefix: 'Ms', ...patch });
function csv(rows: Cells[], columns: readonly string[] = EMPLOYEE_IMPORT_COLUMNS) {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c as keyof Cells] ?? '')).join(','))];
  return Buffer.from(`${lines.join('\n')}\n`);
}
const upload = (who: string, content: Buffer, query = '', filename = 'people.csv') =>
  t.call(who, { method: 'POST', url: `${BASE}/import${query}`, ...multipart([{ name: 'file', filename, content }]) });
const dryRun = (who: string, content: Buffer, filename?: string) => upload(who, content, '?dryRun=true', filename);

async function runToEnd(who: string, content: Buffer, filename?: string) {
  const started = await upload(who, content, '', filename);
  expect(started.statusCode).toBe(202);
  const { importId } = started.json() as { importId: string };
  for (let i = 0; i < 200; i++) {
    const status = (await t.call(who, { method: 'GET', url: `${BASE}/import/${importId}` })).json();
    if (status.status === 'DONE' || status.status === 'FAILED') return { importId, ...status };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}
const employeeCount = async () => (await t.database.db.select().from(employees)).length;
const findByEmail = async (email: string) => (await t.database.db.select().from(employees).where(eq(employees.email, email)))[0];

describe('GET employee/import/template', () => {
  it('answers the CSV header row with exactly the contract columns and the custom fields', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/template?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim()).toBe(ADMIN_COLUMNS.join(','));
  });

  it('answers an .xlsx with the header and a second sheet explaining every column', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/template?format=xlsx` });
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Employees', 'Columns']);
    const header = workbook.getWorksheet('Employees')?.getRow(1).values as string[];
    expect(header.slice(1)).toEqual(ADMIN_COLUMNS);
    expect(workbook.worksheets[1]?.rowCount).toBe(ADMIN_COLUMNS.length + 1);
    // the second sheet names each column's label, which a file may use as its header (BEYOND §B9)
    const help = workbook.getWorksheet('Columns');
    if (!help) throw new Error('the template has no Columns sheet');
    expect((help.getRow(1).values as string[]).slice(1, 3)).toEqual(['column', 'label']);
    expect((help.getRow(4).values as string[]).slice(1, 3)).toEqual(['firstname', 'First name']);
    const rows = help.getSheetValues().map((values) => (Array.isArray(values) ? values.slice(1, 3) : []));
    expect(rows).toContainEqual(['cf_tshirt_size', 'T-shirt size']);
  });
});

describe('POST employee/import with labels (BEYOND §B9)', () => {
  it('takes each column by its label or its name in any case, and the role by its label', async () => {
    const headers: Record<string, string> = {
      ...EMPLOYEE_IMPORT_COLUMN_LABELS,
      email: 'EMAIL',
      firstname: 'first NAME',
      dob: 'dob',
      lastname: 'LastName',
    };
    const columns = EMPLOYEE_IMPORT_COLUMNS.filter((c) => c !== 'employeeId');
    const row = person({ email: 'label.import@acme.example', firstname: 'Lakshmi', role: 'manager' });
    const file = Buffer.from(
      `${[...columns.map((c) => headers[c]), 'T-Shirt Size'].join(',')}\n${[...columns.map((c) => row[c] ?? ''), 'M'].join(',')}\n`,
    );
    const dry = await dryRun(ADMIN, file);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ totalRows: 1, created: 1, errors: [] });
    const result = await runToEnd(ADMIN, file);
    expect(result).toMatchObject({ status: 'DONE', created: 1, failed: 0 });
    const created = await findByEmail('label.import@acme.example');
    expect(created).toMatchObject({ firstname: 'Lakshmi', lastname: 'Fernandes' });
    const role = await t.call(ADMIN, { method: 'GET', url: `${BASE}/getAll`, query: { search: 'label.import@acme.example' } });
    expect(role.json()).toMatchObject([{ employeeId: created?.employeeId, userRole: 'ROLE_MANAGER' }]);
    for (const [label, expected] of [
      ['Employee', 'ROLE_EMPLOYEE'],
      ['HR', 'ROLE_HR'],
      ['ADMINISTRATOR', 'ROLE_ADMIN'],
      ['ROLE_MANAGER', 'ROLE_MANAGER'],
    ]) {
      const one = csv([person({ email: `role.${expected}@acme.example`, role: label })]);
      expect((await dryRun(ADMIN, one)).json(), label).toMatchObject({ created: 1, errors: [] });
    }
    expect((await dryRun(ADMIN, csv([person({ role: 'Boss' })]))).json().errors).toEqual([
      { row: 2, field: 'role', message: IMPORT_MESSAGES.unknownRole },
    ]);
    // a header naming one column twice, once by label, is refused as a duplicate
    const twiceFirst = await dryRun(ADMIN, Buffer.from('firstname,First Name\nA,B\n'));
    expect(twiceFirst.statusCode).toBe(400);
    expect(twiceFirst.json().message).toBe(IMPORT_MESSAGES.duplicateColumn('firstname'));
  });

  it('reads headings the uploader mapped in the wizard (field `columns`), in the dry run and the background run alike', async () => {
    const columns = EMPLOYEE_IMPORT_COLUMNS.filter((c) => c !== 'employeeId' && c !== 'lastname');
    const row = person({ email: 'mapped.import@acme.example', firstname: 'Mahika', lastname: 'Dsouza' });
    const file = Buffer.from(
      `${[...columns, 'Surname', 'Notes'].join(',')}\n${[...columns.map((c) => row[c] ?? ''), 'Dsouza', 'ignore me'].join(',')}\n`,
    );
    const send = (query: string, map?: string) =>
      t.call(ADMIN, {
        method: 'POST',
        url: `${BASE}/import${query}`,
        ...multipart([
          { name: 'file', filename: 'people.csv', content: file },
          ...(map === undefined ? [] : [{ name: 'columns', value: map }]),
        ]),
      });
    // unmapped, both headings are unknown, each named in `errors`
    const unmapped = await send('?dryRun=true');
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().errors).toEqual({
      Surname: IMPORT_MESSAGES.unknownColumn('Surname'),
      Notes: IMPORT_MESSAGES.unknownColumn('Notes'),
    });
    const map = JSON.stringify({ Surname: 'lastname', notes: '' });
    expect((await send('?dryRun=true', map)).json()).toMatchObject({ totalRows: 1, created: 1, errors: [] });
    const started = await send('', map);
    expect(started.statusCode).toBe(202);
    const { importId } = started.json() as { importId: string };
    let status: { status: string; created: number } = { status: 'QUEUED', created: 0 };
    for (let i = 0; i < 200 && status.status !== 'DONE' && status.status !== 'FAILED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/${importId}` })).json();
    }
    expect(status).toMatchObject({ status: 'DONE', created: 1 });
    expect(await findByEmail('mapped.import@acme.example')).toMatchObject({ firstname: 'Mahika', lastname: 'Dsouza' });
    // a mapping that is not JSON of headings to columns is refused, naming the field
    for (const bad of ['not json', '["lastname"]', JSON.stringify({ Surname: 5 })]) {
      const res = await send('?dryRun=true', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual({ columns: IMPORT_MESSAGES.badColumnMap });
    }
    // a heading mapped to a column that does not exist stays unknown
    const wrong = await send('?dryRun=true', JSON.stringify({ Surname: 'surname', Notes: '' }));
    expect(wrong.json().errors).toEqual({ surname: IMPORT_MESSAGES.unknownColumn('surname') });
  });
});

describe('POST employee/import?dryRun=true', () => {
  it('lists every problem by row and field with the messages of employee/create and current employment, writing nothing', async () => {
    const before = await employeeCount();
    const file = csv([
      person(),
      person({ email: 'bad.phone@acme.example', phoneNumber: '12ab', department: 'Nowhere', designation: 'Trainee' }),
      person({ email: '', prefix: 'Mr', firstname: 'X' }),
      { employeeId: 'HRMS4', firstname: 'Ananyaa' },
      { employeeId: 'OTH1', firstname: 'Someone' },
      person({ firstname: 'Again' }),
      person({ email: 'mr.female@acme.example', prefix: 'Mr' }),
    ]);
    const res = await dryRun(ADMIN, file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalRows: 7, validRows: 2, created: 1, updated: 1 });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'phoneNumber', message: EMPLOYEE_MESSAGES.phoneDigits },
        { row: 3, field: 'department', message: CURRENT_EMPLOYMENT_MESSAGES.unknownDepartment },
        { row: 4, field: 'email', message: EMPLOYEE_MESSAGES.emailRequired },
        { row: 4, field: 'firstname', message: 'First name must be at least 2 characters.' },
        { row: 6, field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound },
        { row: 7, field: 'email', message: IMPORT_MESSAGES.duplicateEmailInFile },
        { row: 8, field: 'gender', message: EMPLOYEE_MESSAGES.mrNeedsMale },
      ]),
    );
    expect(await employeeCount()).toBe(before);
    expect((await findByEmail('ananya.rao@acme.example'))?.firstname).toBe('Ananya');
  });

  it('answers the refused rows as an .xlsx with an errors column when format=xlsx', async () => {
    const res = await upload(
      ADMIN,
      csv([person(), person({ email: 'x@acme.example', dob: '2030-01-01' })]),
      '?dryRun=true&format=xlsx',
    );
    expect(res.statusCode).toBe(200);
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Errors');
    if (!sheet) throw new Error('no Errors sheet');
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(ADMIN_COLUMNS.length + 1).value)).toContain(EMPLOYEE_MESSAGES.dobFuture);

    // fixed in place, the errors file imports as it is (its errors column is ignored)
    sheet.getRow(2).getCell(EMPLOYEE_IMPORT_COLUMNS.indexOf('dob') + 1).value = '1990-01-01';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await dryRun(ADMIN, fixed, 'fixed.xlsx')).json()).toMatchObject({ totalRows: 1, created: 1, errors: [] });
  });

  it('refuses a file of the wrong type, an unknown column, a missing file and a broken .xlsx with a clear message', async () => {
    expect((await dryRun(ADMIN, Buffer.from('hello'), 'people.txt')).json().message).toBe(IMPORT_MESSAGES.wrongType);
    const unknown = await dryRun(ADMIN, Buffer.from('employeeId,salary\n,1\n'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(IMPORT_MESSAGES.unknownColumn('salary'));
    expect((await upload(ADMIN, Buffer.from('employeeId,salary\n,1\n'))).statusCode).toBe(400);
    const none = await t.call(ADMIN, {
      method: 'POST',
      url: `${BASE}/import?dryRun=true`,
      ...multipart([{ name: 'x', value: '1' }]),
    });
    expect(none.statusCode).toBe(400);
    const broken = await dryRun(ADMIN, Buffer.from('PK\u0003\u0004garbage'), 'people.xlsx');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(IMPORT_MESSAGES.unreadable);
  });

  it('refuses employees, onboarding joiners and HR (only admins create and change people)', async () => {
    for (const who of [EMPLOYEE, ONBOARDING, HR]) expect((await dryRun(who, csv([person()]))).statusCode).toBe(403);
  });
});

describe('POST employee/import (real run)', () => {
  const file = csv([
    person({
      email: 'lead.new@acme.example',
      firstname: 'Leela',
      role: 'ROLE_MANAGER',
      department: 'ENG',
      designation: 'Software Engineer',
      managerId: 'HRMS3',
      hrId: 'HRMS2',
    }),
    person({
      email: 'member.new@acme.example',
      firstname: 'Mira',
      department: 'Engineering',
      designation: 'Trainee',
      managerId: 'lead.new@acme.example',
      hrId: 'HRMS2',
    }),
    person({ email: 'broken@acme.example', bloodGroup: 'Z +ve' }),
  ]);

  it('creates people in the background, resolves a manager created earlier in the file and lists the refused rows', async () => {
    const result = await runToEnd(ADMIN, file);
    expect(result).toMatchObject({ status: 'DONE', totalRows: 3, processedRows: 3, created: 2, updated: 0, failed: 1 });
    expect(result.errors).toEqual([{ row: 4, field: 'bloodGroup', message: EMPLOYEE_MESSAGES.bloodGroupRequiredCreate }]);
    expect(result.createdIds).toHaveLength(2);
    const [leadId, memberId] = result.createdIds as string[];
    const [line] = await t.database.db
      .select()
      .from(employments)
      .where(eq(employments.employeeId, memberId as string));
    expect(line).toMatchObject({ reportingManagerId: leadId, hrId: 'HRMS2', departmentId: 'ENG', designation: 'Trainee' });
    expect(await findByEmail('broken@acme.example')).toBeUndefined();
  });

  it('queues a welcome mail for every created person, naming their id', async () => {
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lead.new@acme.example'));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.text).toMatch(/Your employee ID is HRMS\d+/);
  });

  it('changes nothing when the same file is imported again', async () => {
    const result = await runToEnd(ADMIN, file);
    expect(result).toMatchObject({ status: 'DONE', created: 0, updated: 0, failed: 1 });
  });

  it('updates only the non-blank cells of an existing person, by id or by e-mail', async () => {
    const result = await runToEnd(
      ADMIN,
      csv([
        { employeeId: 'HRMS4', firstname: 'Ananyaa' },
        { email: 'pooja.reddy@acme.example', phoneNumber: '9000000001' },
      ]),
    );
    expect(result).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const ananya = await findByEmail('ananya.rao@acme.example');
    expect(ananya).toMatchObject({ firstname: 'Ananyaa', lastname: 'Rao', prefix: 'Mrs ', phoneNumber: expect.any(String) });
    expect((await findByEmail('pooja.reddy@acme.example'))?.phoneNumber).toBe('9000000001');
  });

  it('refuses a reporting line that would form a cycle and a manager without a manager role', async () => {
    const res = await dryRun(
      ADMIN,
      csv([
        { employeeId: 'HRMS3', managerId: 'HRMS10' },
        { employeeId: 'HRMS11', managerId: 'HRMS12' },
      ]),
    );
    expect(res.json().errors).toEqual([
      { row: 2, field: 'managerId', message: CURRENT_EMPLOYMENT_MESSAGES.cycle('HRMS3', 'HRMS10') },
      { row: 3, field: 'managerId', message: CURRENT_EMPLOYMENT_MESSAGES.notManager },
    ]);
  });
});

describe('GET employee/import/{importId}', () => {
  it("answers 404 for another organisation's import and 400 for a malformed id", async () => {
    // run to its end: an import still running in the background would race the export tests below
    const { importId } = await runToEnd(ADMIN, csv([{ employeeId: 'HRMS4', firstname: 'Ananya' }]));
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/import/${importId}` })).statusCode).toBe(404);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/import/${importId}/errors` })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/not-a-uuid` })).statusCode).toBe(400);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/import/${importId}` })).statusCode).toBe(403);
  });
});

describe('GET employee/export', () => {
  it('exports the filtered list as CSV with the template columns, and importing it back changes nothing', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/export?format=csv&department=QA` });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(ADMIN_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((l, i) => i === 0 || l.includes('Quality Assurance'))).toBe(true);
    const again = (await dryRun(ADMIN, Buffer.from(res.body))).json();
    expect(again).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('writes formula-like cells as text (a leading quote) and imports the same file back unchanged', async () => {
    const formula = '=HYPERLINK("http://evil.example","Quality")';
    const QA = and(eq(departments.organizationId, 'ORG1'), eq(departments.departmentId, 'QA'));
    const [{ departmentName } = { departmentName: '' }] = await t.database.db
      .select({ departmentName: departments.departmentName })
      .from(departments)
      .where(QA);
    await t.database.db.update(departments).set({ departmentName: formula }).where(QA);
    try {
      const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/export?format=csv&department=QA` });
      const rows = res.body.trim().split(/\r?\n/).slice(1);
      expect(rows.length).toBeGreaterThan(0);
      // no cell starts with a formula character: each such cell starts with the added quote
      for (const row of rows) {
        expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Quality"")"`);
        expect(row).toContain(",'+91,");
        expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
      }
      const again = (await dryRun(ADMIN, Buffer.from(res.body))).json();
      expect(again).toMatchObject({ created: 0, updated: 0, errors: [] });
      expect(again.totalRows).toBe(rows.length);
    } finally {
      await t.database.db.update(departments).set({ departmentName }).where(QA);
    }
  });

  it('exports .xlsx that imports back unchanged, and only to admins of the same organisation', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/export?format=xlsx&search=Rao` });
    expect(res.statusCode).toBe(200);
    const again = (await dryRun(ADMIN, res.rawPayload, 'people.xlsx')).json();
    expect(again).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect(again.totalRows).toBeGreaterThan(0);
    const other = await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/export?format=csv&search=Rao` });
    expect(other.body.trim().split(/\r?\n/)).toHaveLength(1);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/export?format=csv` })).statusCode).toBe(403);
  });
});

describe('audit rows of an employee import', () => {
  const auditOf = (employeeId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, employeeId)).orderBy(auditLog.id);

  it('carry the person in employee_id and the same personal details as employee/create', async () => {
    const details = person({ email: 'audit.create@acme.example', firstname: 'Asha' });
    const created = await t.call(ADMIN, { method: 'POST', url: `${BASE}/create`, payload: details });
    expect(created.statusCode).toBe(200);
    const createdId = created.json().employeeId as string;
    const result = await runToEnd(
      ADMIN,
      csv([
        person({
          email: 'audit.import@acme.example',
          firstname: 'Asha',
          department: 'ENG',
          designation: 'Software Engineer',
          managerId: 'HRMS3',
          hrId: 'HRMS2',
        }),
      ]),
    );
    expect(result).toMatchObject({ status: 'DONE', created: 1, failed: 0 });
    const importedId = (result.createdIds as string[])[0] as string;

    const [viaCreate] = (await auditOf(createdId)).filter((r) => r.entity === 'employee');
    const [viaImport] = (await auditOf(importedId)).filter((r) => r.entity === 'employee');
    expect(viaCreate).toMatchObject({ action: 'create', actorId: ADMIN, organizationId: 'ORG1', employeeId: createdId });
    expect(viaImport).toMatchObject({ action: 'create', actorId: ADMIN, organizationId: 'ORG1', employeeId: importedId });
    // the personal details, but the e-mail (each person's own) and the middle name
    const same = PROFILE_FIELDS.filter((field) => field !== 'email' && field !== 'middlename');
    const pick = (after: unknown) => Object.fromEntries(same.map((k) => [k, (after as Record<string, unknown>)[k]]));
    expect(pick(viaImport?.after)).toEqual(pick(viaCreate?.after));
    for (const row of [viaCreate, viaImport]) expect(Object.keys(row?.after as object)).not.toContain('passwordHash');

    // an update by import: every row it writes names the person too (HR's audit view of them lists it)
    const update = await runToEnd(ADMIN, csv([{ employeeId: importedId, role: 'ROLE_MANAGER', designation: 'Trainee' }]));
    expect(update).toMatchObject({ status: 'DONE', updated: 1, failed: 0 });
    const rows = await auditOf(importedId);
    expect(rows.map((r) => r.entity)).toEqual(expect.arrayContaining(['employee', 'currentEmployment', 'role']));
    for (const row of rows) expect(row.employeeId).toBe(importedId);
  });

  it('are written by recordAudits exactly as recordAudit writes them, secrets redacted', async () => {
    const actor = { employeeId: ADMIN, role: 'ROLE_ADMIN' as const, organizationId: 'ORG1' };
    const entries = (entity: string) => [
      {
        entity,
        entityId: 'HRMS4',
        action: 'update' as const,
        before: { passwordHash: 'h', role: 'ROLE_EMPLOYEE' },
        after: { password: 'p', content: 'c', kept: 1 },
      },
      { entity, entityId: 'X1', action: 'create' as const, after: { employeeId: 'HRMS5', passKey: 'k' } },
    ];
    await t.database.db.transaction(async (tx) => {
      for (const entry of entries('redactionOne')) await recordAudit(tx, actor, entry);
      await recordAudits(tx, actor, entries('redactionMany'));
    });
    const written = async (entity: string) =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id)).map(
        ({ id: _id, createdAt: _at, entity: _entity, ...rest }) => rest,
      );
    const one = await written('redactionOne');
    expect(one).toHaveLength(2);
    expect(await written('redactionMany')).toEqual(one);
    expect(one[0]).toMatchObject({
      employeeId: null,
      before: { passwordHash: '[redacted]', role: 'ROLE_EMPLOYEE' },
      after: { password: '[redacted]', content: '[redacted]', kept: 1 },
    });
    expect(one[1]).toMatchObject({ employeeId: 'HRMS5', after: { employeeId: 'HRMS5', passKey: '[redacted]' } });
  });
});

describe('an employee import writes as employee/create', () => {
  const rowsOf = async (employeeId: string) => {
    const [person] = await t.database.db.select().from(employees).where(eq(employees.employeeId, employeeId));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.employeeId, employeeId));
    const [employment] = await t.database.db.select().from(employments).where(eq(employments.employeeId, employeeId));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, employeeId)).orderBy(auditLog.id);
    return { person, account, employment, audit };
  };
  // what differs by nature: the id, the e-mail (one per person), the timestamps and the password (create's is hashed)
  const withoutOwn = <T extends object>(row: T | undefined, ...own: string[]) =>
    Object.fromEntries(
      Object.entries(row ?? {}).filter(([key]) => !['employeeId', 'idNumber', 'createdAt', 'updatedAt', ...own].includes(key)),
    );

  it('the same employees, accounts and employments rows, and audit rows naming the person in employee_id', async () => {
    const lines = { designation: 'Software Engineer', managerId: 'HRMS3', hrId: 'HRMS2' };
    const created = await t.call(ADMIN, {
      method: 'POST',
      url: `${BASE}/create`,
      payload: {
        ...person({ email: 'same.create@acme.example', firstname: 'Mira' }),
        departmentId: 'ENG',
        designation: lines.designation,
        reportingManagerId: lines.managerId,
        hrId: lines.hrId,
        userRole: 'ROLE_EMPLOYEE',
      },
    });
    expect(created.statusCode).toBe(200);
    const viaCreate = await rowsOf(created.json().employeeId as string);

    const result = await runToEnd(
      ADMIN,
      csv([person({ email: 'same.import@acme.example', firstname: 'Mira', department: 'ENG', role: 'ROLE_EMPLOYEE', ...lines })]),
    );
    expect(result).toMatchObject({ status: 'DONE', created: 1, failed: 0 });
    const importedId = (result.createdIds as string[])[0] as string;
    const viaImport = await rowsOf(importedId);

    expect(viaImport.person?.email).toBe('same.import@acme.example');
    expect(withoutOwn(viaImport.person, 'email')).toEqual(withoutOwn(viaCreate.person, 'email'));
    expect(withoutOwn(viaImport.account, 'passwordHash')).toEqual(withoutOwn(viaCreate.account, 'passwordHash'));
    expect(viaImport.account).toMatchObject({ role: 'ROLE_EMPLOYEE', passwordHash: NO_PASSWORD_YET });
    expect(viaImport.employment).toMatchObject({ departmentId: 'ENG', reportingManagerId: 'HRMS3', hrId: 'HRMS2' });
    expect(withoutOwn(viaImport.employment)).toEqual(withoutOwn(viaCreate.employment));

    // every audit row of either path names the person; the import's one row holds what create writes in three
    for (const [id, rows] of [
      [viaCreate.person?.employeeId, viaCreate.audit],
      [importedId, viaImport.audit],
    ] as const) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ employeeId: id, actorId: ADMIN, organizationId: 'ORG1' });
    }
    const createRow = viaImport.audit.find((r) => r.entity === 'employee' && r.action === 'create');
    expect(createRow?.after).toMatchObject({
      role: 'ROLE_EMPLOYEE',
      currentEmployment: { departmentId: 'ENG', designation: lines.designation, reportingManagerId: 'HRMS3', hrId: 'HRMS2' },
    });
  });
});

describe('the welcome mails of an import, in the uploader’s language (issue 33 point 9)', () => {
  it('writes them in the language saved on the uploader’s account: Hindi, with its HTML part', async () => {
    const chosen = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/authentication/updateLanguage',
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    try {
      const result = await runToEnd(ADMIN, csv([person({ email: 'hindi.welcome@acme.example', firstname: 'Meera' })]));
      expect(result).toMatchObject({ status: 'DONE', created: 1, failed: 0 });
      const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hindi.welcome@acme.example'));
      expect(mail?.text).toContain('नमस्ते Meera');
      expect(mail?.text).toContain((result.createdIds as string[])[0]);
      expect(mail?.html).toContain('<html lang="hi" dir="ltr">');
    } finally {
      await t.database.db.update(accounts).set({ language: null }).where(eq(accounts.employeeId, ADMIN));
    }
  });
});
