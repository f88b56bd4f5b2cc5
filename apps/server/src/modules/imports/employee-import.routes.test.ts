import { CURRENT_EMPLOYMENT_MESSAGES, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_MESSAGES, IMPORT_MESSAGES } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { multipart } from '../documents/documents.test-support';
import { employees, employments } from '../employees';
import { mailOutbox } from '../mail';

const t = useTestApp({ runWorkers: true });
const BASE = '/hrmsapplication/employee';

type Cells = Partial<Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string>>;
const person = (patch: Cells = {}): Cells => ({
  prefix: 'Ms',
  firstname: 'Zoya',
  lastname: 'Fernandes',
  email: 'zoya.fernandes@acme.example',
  countryCode: '+91',
  phoneNumber: '9812345678',
  maritialStatus: 'Single',
  dob: '1996-03-14',
  gender: 'Female',
  fatherName: 'Joseph Fernandes',
  doj: '2025-01-06',
  bloodGroup: 'B +ve',
  ...patch,
});
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
  it('answers the CSV header row with exactly the contract columns', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/template?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim()).toBe(EMPLOYEE_IMPORT_COLUMNS.join(','));
  });

  it('answers an .xlsx with the header and a second sheet explaining every column', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/import/template?format=xlsx` });
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Employees', 'Columns']);
    const header = workbook.getWorksheet('Employees')?.getRow(1).values as string[];
    expect(header.slice(1)).toEqual([...EMPLOYEE_IMPORT_COLUMNS]);
    expect(workbook.worksheets[1]?.rowCount).toBe(EMPLOYEE_IMPORT_COLUMNS.length + 1);
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
    expect(String(sheet.getRow(2).getCell(EMPLOYEE_IMPORT_COLUMNS.length + 1).value)).toContain(EMPLOYEE_MESSAGES.dobFuture);

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
    expect(lines[0]).toBe(EMPLOYEE_IMPORT_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((l, i) => i === 0 || l.includes('Quality Assurance'))).toBe(true);
    const again = (await dryRun(ADMIN, Buffer.from(res.body))).json();
    expect(again).toMatchObject({ created: 0, updated: 0, errors: [] });
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
