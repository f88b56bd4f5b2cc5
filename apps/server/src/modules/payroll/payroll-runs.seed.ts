import { randomUUID } from 'node:crypto';
import { checkStructure, paise, type SalaryComponent, todayIso } from '@hrms/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { idOf, lit, pick, type ScaleContext } from '../../seed/scale-context';
import { employees } from '../employees';
import { firstDayOf, lastDayOf, shiftMonth } from './payroll.months';
import { settleRunPayouts } from './payroll.payouts';
import { seedDemoDeclarations } from './payroll-declarations.seed';
import * as repo from './payroll-runs.repository';
import { computeChunk, loadRunContext, RUN_CHUNK_PEOPLE } from './payroll-runs.runner';
import { payrollRuns, payrollSalaryRevisions, payrollStructures } from './payroll-runs.tables';

export const DEMO_STRUCTURE_CODE = 'STANDARD';
/** BASIC half the monthly CTC, HRA 40% of BASIC, the special allowance what is left after the employer's PF. */
export const DEMO_COMPONENTS: SalaryComponent[] = [
  {
    code: 'BASIC',
    name: 'Basic',
    kind: 'EARNING',
    formula: 'MONTHLY_CTC * 0.5',
    taxable: true,
    pfWage: true,
    esiWage: true,
  },
  {
    code: 'HRA',
    name: 'House rent allowance',
    kind: 'EARNING',
    formula: 'BASIC * 0.4',
    taxable: true,
    pfWage: false,
    esiWage: true,
  },
  {
    code: 'SPECIAL',
    name: 'Special allowance',
    kind: 'EARNING',
    formula: 'max(MONTHLY_CTC - BASIC - HRA - round(min(BASIC, 15000) * 0.12), 0)',
    taxable: true,
    pfWage: false,
    esiWage: true,
  },
];

/** Monthly CTC by designation (rupees). */
const MONTHLY_CTC: Record<string, number> = {
  'Chief Executive Officer': 500000,
  'HR Manager': 180000,
  'Engineering Manager': 280000,
  'Finance Manager': 220000,
  'Sales Manager': 200000,
  'QA Lead': 190000,
  'Senior Software Engineer': 210000,
  'Software Engineer': 140000,
  'Frontend Developer': 136000,
  'Backend Developer': 144000,
  'QA Engineer': 110000,
  'HR Executive': 90000,
  Accountant: 96000,
  'Sales Executive': 84000,
  Trainee: 20000,
};
const STATES = ['KA', 'MH', 'MH', 'TN', 'TG'];
const BANKS = ['SBIN', 'HDFC', 'ICIC', 'UTIB', 'CNRB'];

async function seedStructure(tx: Executor, organizationId: string) {
  if (checkStructure(DEMO_COMPONENTS).errors.length > 0) throw new Error('the demo structure does not check');
  await tx
    .insert(payrollStructures)
    .values({
      organizationId,
      code: DEMO_STRUCTURE_CODE,
      version: 1,
      name: 'Standard salary',
      components: DEMO_COMPONENTS,
      createdBy: 'HRMS1',
    })
    .onConflictDoNothing();
}

/**
 * The demo organisation's payroll: the standard structure, a salary for every person from their joining
 * date (UAN, PT state, regime and bank account believable and varied), and last month's run PUBLISHED, so
 * everyone who worked last month sees a payslip on first start.
 */
export async function seedDemoPayRuns(tx: Executor, organizationId: string) {
  await seedStructure(tx, organizationId);
  const people = await tx
    .select({ employeeId: employees.employeeId, doj: employees.doj })
    .from(employees)
    .where(eq(employees.organizationId, organizationId));
  const joined = new Map(people.map((p) => [p.employeeId, p.doj]));
  const revisions = DEMO_PEOPLE.flatMap((person, i) => {
    const doj = joined.get(person.id);
    if (!doj) return [];
    const monthly = (MONTHLY_CTC[person.designation] ?? 80000) + (i % 4) * 3000;
    return [
      {
        organizationId,
        employeeId: person.id,
        structureCode: DEMO_STRUCTURE_CODE,
        annualCtc: paise(monthly * 12),
        effectiveFrom: doj,
        taxRegime: i % 5 === 0 ? ('OLD' as const) : ('NEW' as const),
        ptState: STATES[i % STATES.length]!,
        pfCapped: i % 3 !== 0,
        uan: i % 7 === 6 ? null : String(100_900_000_000 + i * 7919),
        bankAccount: `50100${String(734021 + i * 7919).padStart(7, '0')}`,
        ifsc: `${BANKS[i % BANKS.length]}0${String(100200 + i * 37).slice(-6)}`,
        createdBy: 'HRMS1',
      },
    ];
  });
  await tx.insert(payrollSalaryRevisions).values(revisions);

  const month = shiftMonth(todayIso().slice(0, 7), -1);
  await seedDemoDeclarations(tx, organizationId, month);
  const [run] = await tx
    .insert(payrollRuns)
    .values({ id: randomUUID(), organizationId, month, status: 'COMPUTING', createdBy: 'HRMS1' })
    .returning();
  const ctx = await loadRunContext(tx, run!);
  const ids = await repo.listPayablePeople(tx, organizationId, { first: firstDayOf(month), last: lastDayOf(month) });
  for (let i = 0; i < ids.length; i += RUN_CHUNK_PEOPLE) {
    const { payslips, errors } = await computeChunk(tx, ctx, ids.slice(i, i + RUN_CHUNK_PEOPLE));
    if (errors.length > 0) throw new Error(`demo pay run: ${errors.map((e) => `${e.employeeId} ${e.message}`).join('; ')}`);
    await repo.insertPayslips(tx, payslips);
  }
  await repo.finishRun(tx, run!.id);
  const now = new Date();
  await repo.updateRun(tx, run!.id, { status: 'PUBLISHED', lockedAt: now, publishedAt: now });
  await settleRunPayouts(tx, { organizationId, runId: run!.id }, now);
}

/**
 * `npm run seed:scale`: every generated person gets a salary on the standard structure from their joining
 * date (monthly CTC 40,000–158,000), set-based.
 */
export async function seedScalePayRuns(tx: Executor, ctx: ScaleContext) {
  await seedStructure(tx, ctx.organizationId);
  const org = lit(ctx.organizationId);
  await tx.execute(
    sql.raw(`INSERT INTO payroll_salary_revisions (organization_id, employee_id, structure_code, annual_ctc_minor,
      effective_from, tax_regime, pt_state, pf_capped, uan, bank_account, ifsc, created_by)
    SELECT ${org}, e.employee_id, ${lit(DEMO_STRUCTURE_CODE)}, ((40000 + (n % 60) * 2000) * 12)::bigint * 100, e.doj,
      CASE WHEN n % 5 = 0 THEN 'OLD' ELSE 'NEW' END, ${pick(STATES, 'n')}, n % 3 <> 0,
      CASE WHEN n % 7 = 6 THEN NULL ELSE (200000000000 + n)::text END,
      lpad((100000000000 + n * 7919)::text, 12, '0'), ${pick(BANKS, 'n')} || '0' || lpad((n % 1000000)::text, 6, '0'), 'HRMS1'
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    ON CONFLICT (employee_id, effective_from) DO NOTHING`),
  );
}
