import { execFileSync } from 'node:child_process';
import { PAYROLL_MESSAGES as M, todayIso } from '@hrms/shared';
import { SAMPLE_BANK_DETAILS, SAMPLE_SALARY } from '@hrms/shared/test-support';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { createPerson } from '../../test/people';
import { payrollSalaries } from './payroll.tables';
import { pdfText } from './payslip.text';

const t = useTestApp();
const H = '/hrmsapplication';
const NEWCOMER = 'HRMS36';

// the largest amount the rules take
const salary = (patch: Record<string, unknown> = {}) => ({
  ...SAMPLE_SALARY,
  employeeId: EMPLOYEE,
  basicPay: '9999999999',
  ...patch,
});
const earnings = (patch: Record<string, unknown> = {}) => ({
  employeeId: EMPLOYEE,
  bonus: '1',
  overtimePay: '0',
  incentives: '9999999999',
  ...patch,
});
// the longest account number the rules take, an IFSC with letters to upper-case
const bank = (patch: Record<string, unknown> = {}) => ({
  ...SAMPLE_BANK_DETAILS,
  employeeId: EMPLOYEE,
  bankAccountNumber: '123456789012345678',
  ifscCode: 'sbin0a12b34',
  ...patch,
});

const section = (who: string | null, employeeId: string) =>
  t.call(who, { method: 'GET', url: `${H}/payroll-section/get-payroll-section?employeeId=${employeeId}` });
const write = (who: string, method: 'POST' | 'PATCH', path: string, payload: unknown) =>
  t.call(who, { method, url: `${H}/${path}`, payload: payload as object });
const payslip = (who: string | null, employeeId: string, month = '') =>
  t.call(who, { method: 'GET', url: `${H}/payroll-section/payslip?employeeId=${employeeId}${month ? `&month=${month}` : ''}` });

describe('GET payroll-section/get-payroll-section', () => {
  it('answers the contract wrapper with money as digit strings', async () => {
    const res = await section(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'getBankDetailsDTO',
      'getEarningsDetailsDTO',
      'getSalaryDTO',
      'onboardingEmployeeInformationDTO',
    ]);
    expect(body.onboardingEmployeeInformationDTO).toEqual({
      employeeId: EMPLOYEE,
      employeeName: 'Ananya Rao',
      department: 'Engineering',
      designation: 'Software Engineer',
      location: expect.any(String),
    });
    expect(body.getSalaryDTO.basicPay).toMatch(/^\d+$/);
    expect(Object.keys(body.getSalaryDTO).sort()).toEqual(
      [
        'basicPay',
        'employeeId',
        'federaltax',
        'grossPay',
        'insurance',
        'localTax',
        'netPay',
        'payFrequency',
        'professionalTax',
        'providentFund',
        'stateTax',
      ].sort(),
    );
    expect(Object.keys(body.getEarningsDetailsDTO).sort()).toEqual(['bonus', 'employeeId', 'incentives', 'overtimePay']);
    expect(Object.keys(body.getBankDetailsDTO).sort()).toEqual([
      'bankAccountNumber',
      'bankName',
      'branch',
      'employeeId',
      'ifscCode',
      'nameAsPerBankAccount',
    ]);
  });

  it('lets an employee, a manager and HR read only their own pay', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await section(who, who)).statusCode).toBe(200);
    for (const [who, other] of [
      [EMPLOYEE, STRANGER],
      [MANAGER, EMPLOYEE],
      [HR, EMPLOYEE],
    ]) {
      const res = await section(who!, other!);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.ownOnly);
    }
    expect((await section(ONBOARDING, ONBOARDING)).statusCode).toBe(403);
  });

  it('hides another organisation and refuses a bad employee id', async () => {
    expect((await section(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await section(ADMIN, 'OTH1')).statusCode).toBe(404);
    expect((await section(null, EMPLOYEE)).statusCode).toBe(401);
    const bad = await section(ADMIN, 'HRMS-4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.employeeId);
    expect((await section(ADMIN, 'A'.repeat(16))).statusCode).toBe(400);
    expect((await t.call(ADMIN, { method: 'GET', url: `${H}/payroll-section/get-payroll-section` })).statusCode).toBe(400);
  });
});

describe('the read-only calls of the employee page', () => {
  it('answer each section of one’s own pay, and the employee information', async () => {
    for (const path of [
      `salary/${EMPLOYEE}`,
      `earnings/${EMPLOYEE}`,
      `bankDetails/${EMPLOYEE}`,
      `employee/getOnboardingEmployeeInformation?employeeId=${EMPLOYEE}`,
    ]) {
      const res = await t.call(EMPLOYEE, { method: 'GET', url: `${H}/${path}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().employeeId).toBe(EMPLOYEE);
      expect((await t.call(MANAGER, { method: 'GET', url: `${H}/${path}` })).statusCode).toBe(403);
      expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${H}/${path}` })).statusCode).toBe(404);
    }
  });
});

describe('create and update of each section (admins only)', () => {
  it('stores money exactly: 10-digit amounts come back digit for digit, kept as integer minor units', async () => {
    const res = await write(ADMIN, 'PATCH', 'salary/update', salary());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(salary());
    const [row] = await t.database.db.select().from(payrollSalaries).where(eq(payrollSalaries.employeeId, EMPLOYEE));
    expect(row!.basicPay).toBe(999999999900n);
    expect((await section(EMPLOYEE, EMPLOYEE)).json().getSalaryDTO.basicPay).toBe('9999999999');
  });

  it('PATCHes earnings and bank details, upper-casing the IFSC, and audits each change', async () => {
    expect((await write(ADMIN, 'PATCH', 'earnings/update', earnings())).json()).toEqual(earnings());
    expect((await write(ADMIN, 'PATCH', 'bankDetails/update', bank())).json()).toEqual(bank({ ifscCode: 'SBIN0A12B34' }));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, EMPLOYEE), eq(auditLog.action, 'update')));
    expect(audits.map((a) => a.entity).sort()).toEqual(['payroll-bankDetails', 'payroll-earnings', 'payroll-salary']);
  });

  it('POST create fills in a missing section and refuses one that exists', async () => {
    const id = await createPerson(t, { firstname: 'Payroll', lastname: 'Newcomer', email: 'payroll.newcomer@acme.example' });
    expect(id).toBe(NEWCOMER);
    const empty = (await section(ADMIN, id)).json();
    expect(empty).toMatchObject({ getSalaryDTO: null, getEarningsDetailsDTO: null, getBankDetailsDTO: null });
    expect((await t.call(ADMIN, { method: 'GET', url: `${H}/salary/${id}` })).json()).toMatchObject({
      employeeId: id,
      basicPay: '',
      payFrequency: '',
    });
    expect((await write(ADMIN, 'POST', 'salary/create', salary({ employeeId: id }))).statusCode).toBe(200);
    expect((await write(ADMIN, 'POST', 'earnings/create', earnings({ employeeId: id }))).statusCode).toBe(200);
    expect((await write(ADMIN, 'POST', 'bankDetails/create', bank({ employeeId: id }))).statusCode).toBe(200);
    const info = await write(ADMIN, 'POST', 'employeeInfo/create', { employeeId: id, location: 'Pune' });
    expect(info.json()).toEqual({
      employeeId: id,
      employeeName: 'Payroll Newcomer',
      department: '',
      designation: '',
      location: 'Pune',
    });
    const again = await write(ADMIN, 'POST', 'salary/create', salary({ employeeId: id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.sectionExists);
    expect((await write(ADMIN, 'PATCH', 'employeeInfo/update', { employeeId: id, location: 'Chennai' })).json().location).toBe(
      'Chennai',
    );
  });

  it("creates and updates a new employee's salary card from the original client's digit strings (API.md §4.9)", async () => {
    const id = await createPerson(t, { firstname: 'Digits', lastname: 'Only', email: 'digits.only@acme.example' });
    const body = { ...SAMPLE_SALARY, employeeId: id, payFrequency: '1' };
    const created = await write(ADMIN, 'POST', 'salary/create', body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(body);
    const updated = await write(ADMIN, 'PATCH', 'salary/update', { ...body, payFrequency: '12' });
    expect(updated.statusCode).toBe(200);
    expect((await t.call(ADMIN, { method: 'GET', url: `${H}/salary/${id}` })).json()).toEqual({ ...body, payFrequency: '12' });
    for (const payFrequency of ['0', '366', '1.5'])
      expect((await write(ADMIN, 'PATCH', 'salary/update', { ...body, payFrequency })).json().errors.payFrequency).toBe(
        M.payFrequency,
      );
    expect((await t.call(ADMIN, { method: 'GET', url: `${H}/salary/${id}` })).json().payFrequency).toBe('12');
  });

  it('lets nobody but admins write, and never another organisation', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await write(who, 'PATCH', 'salary/update', salary({ employeeId: who }))).statusCode).toBe(403);
      expect((await write(who, 'POST', 'bankDetails/create', bank({ employeeId: who }))).statusCode).toBe(403);
    }
    expect((await write(OTHER_ADMIN, 'PATCH', 'salary/update', salary())).statusCode).toBe(404);
    expect((await write(ADMIN, 'PATCH', 'earnings/update', earnings({ employeeId: 'OTH1' }))).statusCode).toBe(404);
  });

  it.each([
    ['salary/update', salary({ basicPay: '12345678901' }), 'basicPay', M.money('Basic Pay')],
    ['salary/update', salary({ netPay: '12.50' }), 'netPay', M.money('Net Pay')],
    ['salary/update', salary({ grossPay: -5 }), 'grossPay', M.money('Gross Pay')],
    ['salary/update', salary({ federaltax: '' }), 'federaltax', M.required('Federal Tax')],
    ['salary/update', salary({ payFrequency: 'Monthly 2' }), 'payFrequency', M.payFrequency],
    ['salary/update', salary({ payFrequency: 'M'.repeat(21) }), 'payFrequency', M.payFrequency],
    ['earnings/update', earnings({ bonus: '1e5' }), 'bonus', M.money('Bonus')],
    ['earnings/update', earnings({ incentives: undefined }), 'incentives', M.required('Incentives')],
    ['bankDetails/update', bank({ bankAccountNumber: '12345678' }), 'bankAccountNumber', M.bankAccount],
    ['bankDetails/update', bank({ bankAccountNumber: '1234567890123456789' }), 'bankAccountNumber', M.bankAccount],
    ['bankDetails/update', bank({ ifscCode: 'SBIN1234567' }), 'ifscCode', M.ifsc],
    ['bankDetails/update', bank({ bankName: 'Bank 42' }), 'bankName', M.text('Bank Name')],
    ['bankDetails/update', bank({ nameAsPerBankAccount: '' }), 'nameAsPerBankAccount', M.required('Name as per Bank Account')],
    ['bankDetails/update', bank({ employeeId: 'HRMS 4' }), 'employeeId', M.employeeId],
    ['employeeInfo/update', { employeeId: EMPLOYEE, location: 'Pune-1' }, 'location', M.text('Location')],
  ])('%s answers 400 with the field message (%s)', async (path, payload, field, message) => {
    const before = (await section(ADMIN, EMPLOYEE)).json();
    const res = await write(ADMIN, 'PATCH', path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await section(ADMIN, EMPLOYEE)).json()).toEqual(before);
  });

  it('answers 400, never a 5xx, to malformed bodies', async () => {
    for (const payload of ['null', '[]', '"x"', '{"employeeId":{}}', '{']) {
      const res = await t.call(ADMIN, {
        method: 'PATCH',
        url: `${H}/salary/update`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('ignores the stale lower-case keys the existing client sends', async () => {
    const res = await write(ADMIN, 'PATCH', 'bankDetails/update', {
      ...bank(),
      bankname: 'x',
      ifsccode: 'y',
      passbook: '',
      pancard: '',
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).not.toContain('bankname');
  });
});

describe('GET payroll-section/payslip', () => {
  it('gives the employee their own payslip as a PDF whose text reads back', async () => {
    const res = await payslip(EMPLOYEE, EMPLOYEE, '2026-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payslip-${EMPLOYEE}-2026-03.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Payslip for March 2026');
    expect(text).toContain('Ananya Rao');
    expect(text).toContain('Basic Pay');
    expect(text).toContain('9,999,999,999');
    // Total earnings 9,999,999,999 + 1 + 0 + 9,999,999,999, summed exactly.
    expect(text).toContain('19,999,999,999');
    expect(text).toContain('XXXXXXXXXXXXXX5678');
    expect(text).not.toContain('123456789012345678');
  });

  it('writes the payslip in the language the reader asks in (Accept-Language): Hindi and Arabic with their fonts embedded', async () => {
    const inLanguage = (language: string) =>
      t.call(EMPLOYEE, {
        method: 'GET',
        url: `${H}/payroll-section/payslip?employeeId=${EMPLOYEE}&month=2026-03`,
        headers: { 'accept-language': language },
      });
    const fontsOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    const hindi = await inLanguage('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.rawPayload.toString('latin1')).toContain('/Lang (hi)');
    expect(fontsOf(hindi.rawPayload)).toContain('NotoSansDevanagari-Regular');
    const arabic = await inLanguage('ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    expect(fontsOf(arabic.rawPayload)).toEqual(expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']));
    // a language the product does not speak gives English, in the standard fonts
    const other = await inLanguage('fr-FR');
    expect(pdfText(other.rawPayload)).toContain('Payslip for March 2026');
    // the words themselves, where poppler's pdftotext is installed (it reads the fonts' ToUnicode maps)
    const text = (pdf: Buffer) => {
      try {
        return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
      } catch {
        return null;
      }
    };
    const hindiText = text(hindi.rawPayload);
    if (hindiText !== null) {
      expect(hindiText).toContain('वेतन');
      expect(hindiText).toContain('Ananya Rao');
      expect(hindiText).toContain('19,999,999,999');
      const arabicText = text(arabic.rawPayload) ?? '';
      expect(arabicText).toContain('الموظف');
      expect(arabicText).toContain('الراتب');
      expect(arabicText).toContain('19,999,999,999');
    }
  });

  it('defaults to this month, and refuses anyone else’s payslip but an admin’s', async () => {
    const own = await payslip(MANAGER, MANAGER);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(todayIso().slice(0, 7));
    expect((await payslip(ADMIN, EMPLOYEE)).statusCode).toBe(200);
    expect((await payslip(MANAGER, EMPLOYEE)).statusCode).toBe(403);
    expect((await payslip(EMPLOYEE, STRANGER)).statusCode).toBe(403);
    expect((await payslip(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await payslip(null, EMPLOYEE)).statusCode).toBe(401);
    expect((await payslip(EMPLOYEE, EMPLOYEE, '2026-13')).statusCode).toBe(400);
  });

  it('answers 404 with a message when the salary is not filled in', async () => {
    await t.database.db.delete(payrollSalaries).where(eq(payrollSalaries.employeeId, 'HRMS35'));
    const res = await payslip(ADMIN, 'HRMS35');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noSalary);
  });
});

describe('bank account number: masked on My Pay, in full to admins with every reveal audited', () => {
  const reveals = async () =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.employeeId, EMPLOYEE))).filter(
      (row) => row.action === 'reveal',
    );

  it('shows the employee their own account number masked to the last four, auditing nothing', async () => {
    const before = (await reveals()).length;
    const own = (await section(EMPLOYEE, EMPLOYEE)).json().getBankDetailsDTO.bankAccountNumber as string;
    expect(own).toMatch(/^X+\d{4}$/);
    const card = (await t.call(EMPLOYEE, { method: 'GET', url: `${H}/bankDetails/${EMPLOYEE}` })).json();
    expect(card.bankAccountNumber).toBe(own);
    expect((await reveals()).length).toBe(before);
  });

  it('answers an admin the full number on the payroll section page and audits the read without the value', async () => {
    const before = (await reveals()).length;
    const full = (await section(ADMIN, EMPLOYEE)).json().getBankDetailsDTO.bankAccountNumber as string;
    expect(full).toMatch(/^\d+$/);
    const rows = await reveals();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorId: ADMIN,
      entity: 'payroll-bankDetails',
      after: { fields: ['bankAccountNumber'] },
    });
    expect(JSON.stringify(rows.at(-1))).not.toContain(full);
    await t.call(ADMIN, { method: 'GET', url: `${H}/bankDetails/${EMPLOYEE}` });
    expect((await reveals()).length).toBe(before + 2);
  });

  it("reveals nothing to another organisation's admin or a colleague (refused before any read)", async () => {
    const before = (await reveals()).length;
    expect((await section(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await section(MANAGER, EMPLOYEE)).statusCode).toBe(403);
    expect((await reveals()).length).toBe(before);
  });
});
