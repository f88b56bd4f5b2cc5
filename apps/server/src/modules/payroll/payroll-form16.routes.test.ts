import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { financialYearOf, groupDigits, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { onboardingSubmissions } from '../documents';
import { multipart, PDF } from '../documents/documents.test-support';
import { shiftMonth } from './payroll.months';
import { DEMO_DEDUCTOR } from './payroll.seed';
import { payrollEmployer } from './payroll-employer.tables';
import { pdfText } from './payslip.text';

const t = useTestApp();
const H = '/hrmsapplication';
/** The demo seed publishes last month's run (payroll-runs.seed.ts): the one month of Form 16 data there is. */
const MONTH = shiftMonth(todayIso().slice(0, 7), -1);
const FY = financialYearOf(MONTH);
const form16 = (who: string | null, employeeId = EMPLOYEE, fy = FY, query = '') =>
  t.call(who, { method: 'GET', url: `${H}/payroll/form16/${employeeId}/${fy}${query}` });
const payslip = async (employeeId: string) =>
  (await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/payslips/${employeeId}/${MONTH}` })).json() as {
    gross: number;
    lines: { code: string; amount: number }[];
  };

describe('GET payroll/form16/{employeeId}/{fy}: Form 16 Part B', () => {
  it('the person reads their own, added up from their published payslip (new regime: no VI-A, no HRA exemption)', async () => {
    const res = await form16(EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const form = res.json();
    const slip = await payslip(EMPLOYEE);
    const tds = slip.lines.find((l) => l.code === 'TDS')?.amount ?? 0;
    expect(form).toMatchObject({
      employeeId: EMPLOYEE,
      fy: FY,
      regime: 'NEW',
      months: 1,
      provisional: !MONTH.endsWith('-03'),
      grossSalary: slip.gross, // the standard structure's earnings are all taxable
      exemptAllowances: 0,
      hraExemption: 0,
      standardDeduction: Math.min(75000, slip.gross), // section 16(ia), new regime
      chapterVIATotal: 0,
      tdsDeducted: tds,
    });
    // the lines add up as the PDF prints them
    expect(form.incomeFromSalary).toBe(form.salaryAfterExemptions - form.standardDeduction - form.professionalTax);
    expect(form.professionalTax).toBe(0); // new regime: section 115BAC(2) allows no 16(iii)
    // sections 288A and 288B: total income and tax payable to the nearest ten rupees
    expect(form.totalIncome).toBe(Math.round((form.grossTotalIncome - form.chapterVIATotal) / 10) * 10);
    expect(form.taxPayable).toBe(Math.round((form.taxOnIncome - form.rebate87A + form.surcharge + form.cess) / 10) * 10);
    expect(form.balance).toBe(form.netTaxPayable - form.tdsDeducted - form.previousEmployerTds);
  }, 120_000);

  it('writes the PDF in Hindi or Arabic when asked (Accept-Language): their fonts, the amounts and sections as they are', async () => {
    const form = (await form16(EMPLOYEE)).json() as { grossSalary: number; standardDeduction: number; taxPayable: number };
    const pdfIn = async (language: string) => {
      const res = await t.call(EMPLOYEE, {
        method: 'GET',
        url: `${H}/payroll/form16/${EMPLOYEE}/${FY}?format=pdf`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const fontsOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    const [english, hindi, arabic] = await Promise.all([pdfIn('en'), pdfIn('hi-IN,hi;q=0.9'), pdfIn('ar')]);
    expect(hindi.toString('latin1')).toContain('/Lang (hi)');
    expect(fontsOf(hindi)).toContain('NotoSansDevanagari-Regular');
    expect(arabic.toString('latin1')).toContain('/Lang (ar)');
    expect(fontsOf(arabic)).toEqual(expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']));
    // English keeps its words
    expect(pdfText(english).join(' ')).toContain(`Form 16 Part B: financial year ${FY}`);
    expect(pdfText(english).join(' ')).toContain('1. Gross salary: salary as per section 17(1)');
    // the words and the exact amounts, read back by poppler's pdftotext (it reads the fonts' ToUnicode maps)
    const text = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
    const amount = (rupees: number) => `Rs. ${groupDigits(String(rupees))}`;
    const hindiText = text(hindi);
    for (const words of [
      'सकल वेतन',
      'धारा 17(1)',
      'मानक कटौती',
      'धारा 16(ia)',
      'देय कर',
      amount(form.grossSalary),
      amount(form.standardDeduction),
    ])
      expect(hindiText).toContain(words);
    const arabicText = text(arabic);
    if (process.env.FORM16_PDF_OUT)
      for (const [name, pdf] of Object.entries({ english, hindi, arabic }))
        writeFileSync(`${process.env.FORM16_PDF_OUT}/${name}.pdf`, pdf);
    // (pdftotext maps some shaped Arabic letters back to others: only words it reads back whole are checked)
    for (const words of [
      'الموظف',
      'العمل',
      '115BAC',
      'VI-A',
      amount(form.grossSalary),
      amount(form.standardDeduction),
      amount(form.taxPayable),
    ])
      expect(arabicText).toContain(words);
    expect(arabicText).not.toContain('Gross salary');
  });

  it('answers the PDF with format=pdf', async () => {
    const res = await form16(EMPLOYEE, EMPLOYEE, FY, '?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`form16-partB-${EMPLOYEE}-${FY}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('HR and admins read anyone of their organisation; a manager or colleague only their own', async () => {
    expect((await form16(HR, 'HRMS16')).statusCode).toBe(200); // HRMS16's HR is HRMS8, not HRMS2
    expect((await form16(ADMIN, EMPLOYEE)).statusCode).toBe(200);
    const manager = await form16(MANAGER, EMPLOYEE);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toBe('You can only see and change your own declarations and tax.');
    expect((await form16(STRANGER, EMPLOYEE)).statusCode).toBe(403);
    expect((await form16(EMPLOYEE, 'HRMS16', FY, '?format=pdf')).statusCode).toBe(403);
    expect((await form16(null, EMPLOYEE)).statusCode).toBe(401);
  });

  it("another organisation's admin finds nobody", async () => {
    const res = await form16(OTHER_ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(404);
  });

  it('bad input is a 400 with a message; a year without published payslips a 404 that says so', async () => {
    const badYear = await form16(EMPLOYEE, EMPLOYEE, '2026-28');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().message).toContain('Financial year');
    expect((await form16(EMPLOYEE, EMPLOYEE, FY, '?format=xls')).statusCode).toBe(400);
    const empty = await form16(EMPLOYEE, EMPLOYEE, '2019-20');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('There are no published payslips for 2019-20, so there is no Form 16 for it.');
    expect((await form16(ADMIN, 'HRMS9999')).statusCode).toBe(404);
  });

  it('old regime: once proofs are due only approved sections count under Chapter VI-A', async () => {
    // HRMS6 declared 80C 1,50,000, 80D 25,000 and rent in a metro (payroll-declarations.seed.ts); proofs are due
    // 31 January, so the year's last run, and Form 16, counts only sections with an approved proof
    const before = (await form16(HR, 'HRMS6')).json();
    expect(before).toMatchObject({ regime: 'OLD', chapterVIA: { '80C': 0, '80D': 0 }, hraExemption: 0 });
    const form = multipart([
      { name: 'section', value: '80C' },
      { name: 'file', filename: 'ppf.pdf', content: PDF },
    ]);
    const filed = await t.call('HRMS6', {
      method: 'POST',
      url: `${H}/payroll/declarations/HRMS6/${FY}/proofs`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(filed.statusCode).toBe(201);
    const decided = await t.call(HR, {
      method: 'POST',
      url: `${H}/payroll/tax-proofs/${filed.json().id}/decision`,
      payload: { verdict: 'approve', comments: 'PPF passbook checked.' },
    });
    expect(decided.statusCode).toBe(200);
    const after = (await form16('HRMS6', 'HRMS6')).json();
    // 80C within its limit of 1,50,000 (never more than the gross total income, section 80A(2))
    expect(after.chapterVIA['80C']).toBe(Math.min(150000, before.grossTotalIncome));
    expect(after.totalIncome).toBe(Math.max(before.totalIncome - 150000, 0));
  });
});

describe('Form 16 Part A: the deductor, and the employee’s PAN in full only where it is filed', () => {
  /** HRMS16's HR is HRMS8, so HR (HRMS2) is HR but not theirs. */
  const OTHERS = 'HRMS16';
  const givePan = async (employeeId: string, panNumber: string) => {
    await t.database.db
      .insert(onboardingSubmissions)
      .values({ employeeId, organizationId: 'ORG1', panNumber, submittedBy: employeeId })
      .onConflictDoUpdate({ target: onboardingSubmissions.employeeId, set: { panNumber } });
  };
  const reveals = async (employeeId: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.employeeId, employeeId), eq(auditLog.entity, 'payroll-form16')))
    ).filter((row) => row.action === 'reveal');
  const pdfOf = async (who: string, employeeId: string) => {
    const res = await form16(who, employeeId, FY, '?format=pdf');
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload).join(' ');
  };

  it('the JSON reveals nothing: masked to admins and HR, in full to the person, no audit row', async () => {
    await givePan(EMPLOYEE, 'ABCPV1234K');
    const before = (await reveals(EMPLOYEE)).length;
    expect((await form16(ADMIN)).json().partA).toMatchObject({ pan: '******234K', panRevealable: true });
    expect((await form16(HR)).json().partA).toMatchObject({ pan: '******234K', panRevealable: true });
    expect((await form16(EMPLOYEE)).json().partA).toMatchObject({ pan: 'ABCPV1234K', panRevealable: false });
    expect((await reveals(EMPLOYEE)).length).toBe(before);
  });

  it('the PDF of an admin or the person’s HR carries the full PAN and writes one reveal row each, never the value', async () => {
    await givePan(EMPLOYEE, 'ABCPV1234K');
    const before = (await reveals(EMPLOYEE)).length;
    for (const who of [ADMIN, HR]) {
      const text = await pdfOf(who, EMPLOYEE);
      expect(text).toContain('ABCPV1234K');
    }
    const rows = await reveals(EMPLOYEE);
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(-2).map((row) => row.actorId)).toEqual([ADMIN, HR]);
    expect(rows.at(-1)).toMatchObject({ entityId: EMPLOYEE, employeeId: EMPLOYEE, after: { fields: ['pan'] } });
    expect(JSON.stringify(rows)).not.toContain('ABCPV1234K');
  });

  it('the person’s own PDF has their full PAN without an audit row; another HR’s PDF only the masked one', async () => {
    await givePan(EMPLOYEE, 'ABCPV1234K');
    await givePan(OTHERS, 'PQRST6789Z');
    const ownBefore = (await reveals(EMPLOYEE)).length;
    expect(await pdfOf(EMPLOYEE, EMPLOYEE)).toContain('ABCPV1234K');
    expect((await reveals(EMPLOYEE)).length).toBe(ownBefore);
    const othersBefore = (await reveals(OTHERS)).length;
    expect((await form16(HR, OTHERS)).json().partA).toMatchObject({ pan: '******789Z', panRevealable: false });
    const text = await pdfOf(HR, OTHERS);
    expect(text).not.toContain('PQRST6789Z');
    expect(text).toContain('789Z');
    expect((await reveals(OTHERS)).length).toBe(othersBefore);
    // refused callers reveal nothing
    expect((await form16(MANAGER, OTHERS, FY, '?format=pdf')).statusCode).toBe(403);
    expect((await form16(OTHER_ADMIN, OTHERS, FY, '?format=pdf')).statusCode).toBe(404);
    expect((await reveals(OTHERS)).length).toBe(othersBefore);
  });

  it('Part A shows the TAN, PAN and address an admin recorded; "Not recorded" once there are none', async () => {
    const form = (await form16(EMPLOYEE)).json();
    // the seed records the demo organisation's
    expect(form.partA.deductor).toEqual(DEMO_DEDUCTOR);
    const text = await pdfOf(EMPLOYEE, EMPLOYEE);
    expect(text).toContain(DEMO_DEDUCTOR.tan);
    expect(text).toContain(DEMO_DEDUCTOR.pan);
    expect(text).toContain(DEMO_DEDUCTOR.city);
    await t.database.db.delete(payrollEmployer).where(eq(payrollEmployer.organizationId, 'ORG1'));
    expect((await form16(EMPLOYEE)).json().partA.deductor).toBeNull();
    expect(await pdfOf(EMPLOYEE, EMPLOYEE)).toContain('Not recorded');
  });
});
