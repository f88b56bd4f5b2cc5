import { financialYearOf, todayIso } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { onboardingSubmissions } from '../documents';
import { employees } from '../employees';
import { shiftMonth } from './payroll.months';

const t = useTestApp();
const H = '/hrmsapplication';
/** The demo seed publishes last month's run (payroll-runs.seed.ts). */
const MONTH = shiftMonth(todayIso().slice(0, 7), -1);
const FY = financialYearOf(MONTH);
const url = (employeeId: string, fy = FY) => `${H}/payroll/previous-employment/${employeeId}/${fy}`;
const read = (who: string, employeeId = EMPLOYEE, fy = FY) => t.call(who, { method: 'GET', url: url(employeeId, fy) });
const save = (who: string, payload: Record<string, unknown>, employeeId = EMPLOYEE, fy = FY) =>
  t.call(who, { method: 'PUT', url: url(employeeId, fy), payload });
const tax = (employeeId = EMPLOYEE) => t.call(ADMIN, { method: 'GET', url: `${H}/payroll/tax/${employeeId}/${FY}` });
const form16 = (who: string, employeeId = EMPLOYEE) =>
  t.call(who, { method: 'GET', url: `${H}/payroll/form16/${employeeId}/${FY}` });

describe('payroll/previous-employment/{employeeId}/{fy}: earlier employers’ salary and tax (section 192(2))', () => {
  it('nothing entered: zeros, not recorded; the person reads it but may not change it', async () => {
    const own = await read(EMPLOYEE);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      employeeId: EMPLOYEE,
      fy: FY,
      taxableIncome: 0,
      tds: 0,
      professionalTax: 0,
      recorded: false,
      editable: false,
    });
    expect((await read(ADMIN)).json()).toMatchObject({ recorded: false, editable: true });
    expect((await read(HR)).json()).toMatchObject({ editable: true }); // HRMS2 is HRMS4's HR
  });

  it('allowed: admins and the person’s HR; denied: the person, their manager, another HR, another organisation', async () => {
    const body = { taxableIncome: 300000, tds: 20000 };
    expect((await save(EMPLOYEE, body)).statusCode).toBe(403);
    expect((await save(MANAGER, body)).statusCode).toBe(403);
    expect((await save(HR, body, STRANGER)).statusCode).toBe(403); // HRMS21's HR is HRMS8, not HRMS2
    expect((await read(HR, STRANGER)).statusCode).toBe(403);
    expect((await read(STRANGER, EMPLOYEE)).statusCode).toBe(403);
    expect((await save(OTHER_ADMIN, body)).statusCode).toBe(404);
    expect((await read(OTHER_ADMIN)).statusCode).toBe(404);
    expect((await read(EMPLOYEE)).json().recorded).toBe(false); // none of those wrote anything
    const saved = await save(HR, { taxableIncome: 250000.5, tds: 10000, professionalTax: 1200 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      taxableIncome: 250000.5,
      tds: 10000,
      professionalTax: 1200,
      recorded: true,
      editable: true,
    });
    expect((await read(EMPLOYEE)).json()).toMatchObject({
      taxableIncome: 250000.5,
      tds: 10000,
      professionalTax: 1200,
      recorded: true,
      editable: false,
    });
    // professional tax left out is 0 (the calls before it was added keep working)
    expect((await save(ADMIN, { taxableIncome: 250000.5, tds: 10000 })).json().professionalTax).toBe(0);
  });

  it('bad input: 400 with the field named, nothing written', async () => {
    const before = (await read(ADMIN)).json();
    const refused = [
      { taxableIncome: -1, tds: 0 },
      { taxableIncome: 100.123, tds: 0 },
      { taxableIncome: 1000, tds: 1000.01 }, // more tax than salary
      { taxableIncome: '1000', tds: 0 },
      { tds: 0 },
      {},
      { taxableIncome: 1000, tds: 0, professionalTax: -200 },
      { taxableIncome: 1000, tds: 0, professionalTax: 200.001 },
      { taxableIncome: 1000, tds: 0, professionalTax: '200' },
      { taxableIncome: 1000, tds: 0, professionalTax: 1000.5 }, // more professional tax than salary
    ];
    for (const payload of refused) {
      const res = await save(ADMIN, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(/\w/);
    }
    const tooMuchTax = await save(ADMIN, { taxableIncome: 1000, tds: 2000 });
    expect(tooMuchTax.json().message).toContain('Tax deducted by earlier employers cannot be more than the salary they paid.');
    const tooMuchPt = await save(ADMIN, { taxableIncome: 1000, tds: 0, professionalTax: 2000 });
    expect(tooMuchPt.json().errors.professionalTax).toBe(
      'Professional tax paid at earlier employers cannot be more than the salary they paid.',
    );
    expect((await save(ADMIN, { taxableIncome: 1, tds: 0 }, EMPLOYEE, '2026-28')).statusCode).toBe(400);
    expect((await save(ADMIN, { taxableIncome: 1, tds: 0 }, 'HRMS9999')).statusCode).toBe(404);
    expect((await read(ADMIN)).json()).toEqual(before);
  });

  it('the TDS projection and Form 16 count them: income added to gross, their TDS as deducted', async () => {
    await save(ADMIN, { taxableIncome: 0, tds: 0 });
    const taxBefore = (await tax()).json();
    const formBefore = (await form16(ADMIN)).json();
    expect(formBefore).toMatchObject({ previousEmployerSalary: 0, previousEmployerTds: 0 });
    // 6,00,000 more takes the year past the 87A rebate's 12,00,000, so there is tax on it
    expect((await save(ADMIN, { taxableIncome: 600000, tds: 40000 })).statusCode).toBe(200);
    const taxAfter = (await tax()).json();
    expect(taxAfter.projectedTaxable).toBe(taxBefore.projectedTaxable + 600000);
    expect(taxAfter.deductedSoFar).toBe(taxBefore.deductedSoFar + 40000);
    expect(taxAfter.annualTax).toBeGreaterThan(taxBefore.annualTax);
    const form = (await form16(EMPLOYEE)).json();
    expect(form).toMatchObject({
      previousEmployerSalary: 600000,
      grossSalary: formBefore.grossSalary + 600000,
      previousEmployerTds: 40000,
      tdsDeducted: formBefore.tdsDeducted,
    });
    expect(form.balance).toBe(form.netTaxPayable - form.tdsDeducted - 40000);
  });

  it('Form 16 deducts earlier employers’ professional tax with this one’s, at most 2,500, in the old regime only', async () => {
    // HRMS6 is in the old regime (payroll-declarations.seed.ts); HR is their HR
    const OLD = 'HRMS6';
    await save(HR, { taxableIncome: 0, tds: 0 }, OLD);
    const before = (await form16(HR, OLD)).json();
    expect(before).toMatchObject({ regime: 'OLD', previousEmployerProfessionalTax: 0 });
    const here = before.professionalTax; // this employer's published payslips' PT
    expect((await save(HR, { taxableIncome: 300000, tds: 0, professionalTax: 1000 }, OLD)).statusCode).toBe(200);
    const after = (await form16(HR, OLD)).json();
    expect(after.previousEmployerProfessionalTax).toBe(1000);
    expect(after.professionalTax).toBe(Math.min(here + 1000, 2500));
    expect(after.incomeFromSalary).toBe(after.salaryAfterExemptions - after.standardDeduction - after.professionalTax);
    // the cap: 2,400 more can add at most what is left under 2,500
    await save(HR, { taxableIncome: 300000, tds: 0, professionalTax: 2400 }, OLD);
    expect((await form16(HR, OLD)).json().professionalTax).toBe(2500);
    // the projection does not count PT (BEYOND §B5): the same before and after the PT
    const projection = (await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/tax/${OLD}/${FY}` })).json();
    await save(HR, { taxableIncome: 300000, tds: 0, professionalTax: 0 }, OLD);
    const without = (await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/tax/${OLD}/${FY}` })).json();
    expect(without.projectedTaxable).toBe(projection.projectedTaxable);
    // new regime (EMPLOYEE): reported, not deducted (section 115BAC(2))
    await save(ADMIN, { taxableIncome: 300000, tds: 0, professionalTax: 1000 });
    expect((await form16(ADMIN)).json()).toMatchObject({
      regime: 'NEW',
      previousEmployerProfessionalTax: 1000,
      professionalTax: 0,
    });
  });
});

describe('Form 16 Part A basics', () => {
  it('employer, PAN in full to the person and masked to others, the period and the quarters of the published runs', async () => {
    const [person] = await t.database.db
      .select({ organizationId: employees.organizationId, doj: employees.doj })
      .from(employees)
      .where(eq(employees.employeeId, EMPLOYEE));
    await t.database.db
      .insert(onboardingSubmissions)
      .values({ employeeId: EMPLOYEE, organizationId: person!.organizationId, panNumber: 'ABCPV1234K', submittedBy: EMPLOYEE })
      .onConflictDoUpdate({ target: onboardingSubmissions.employeeId, set: { panNumber: 'ABCPV1234K' } });
    for (const who of [EMPLOYEE, HR, ADMIN]) {
      const form = (await form16(who)).json();
      // the person reads their own PAN; HR and admins get the PDF for the full number (an audited reveal)
      expect(form.partA.pan).toBe(who === EMPLOYEE ? 'ABCPV1234K' : '******234K');
      expect(form.partA.panRevealable).toBe(who !== EMPLOYEE);
      expect(form.partA.deductor).toMatchObject({ tan: 'BLRA12345B', pan: 'AAFCA1234K', pinCode: '560103' });
      expect(form.partA.employer).toBe(form.employer);
      expect(form.partA.employer.length).toBeGreaterThan(0);
      const start = Number(FY.slice(0, 4));
      expect(form.partA.period.to).toBe(`${start + 1}-03-31`);
      expect(form.partA.period.from).toBe(person!.doj > `${start}-04-01` ? person!.doj : `${start}-04-01`);
      expect(form.partA.quarters.map((q: { quarter: string }) => q.quarter)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      const paid = form.partA.quarters.reduce((sum: number, q: { amountPaid: number }) => sum + q.amountPaid, 0);
      const tds = form.partA.quarters.reduce((sum: number, q: { tdsDeducted: number }) => sum + q.tdsDeducted, 0);
      expect(paid).toBe(form.grossSalary - form.previousEmployerSalary);
      expect(tds).toBe(form.tdsDeducted);
      // the published month's quarter holds it all (the seed publishes one month)
      const month = Number(MONTH.slice(5, 7));
      const quarter = `Q${Math.floor(((month + 8) % 12) / 3) + 1}`;
      expect(form.partA.quarters.find((q: { quarter: string }) => q.quarter === quarter).amountPaid).toBe(paid);
    }
  });
});
