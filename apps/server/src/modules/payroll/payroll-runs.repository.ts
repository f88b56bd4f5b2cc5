import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/patterns';
import { employees, employments } from '../employees';
import {
  payrollPayslips,
  payrollRunInputs,
  payrollRuns,
  type StoredAddition,
  type StoredDeduction,
  type StoredRunError,
} from './payroll-runs.tables';

export type RunRow = typeof payrollRuns.$inferSelect;
export type PayslipRow = typeof payrollPayslips.$inferSelect;
export type NewPayslip = typeof payrollPayslips.$inferInsert;
export type InputRow = typeof payrollRunInputs.$inferSelect;

export async function findRun(db: Executor, organizationId: string, runId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, runId)));
  return row ?? null;
}

export async function findRunById(db: Executor, runId: string): Promise<RunRow | null> {
  const [row] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  return row ?? null;
}

/** The run row locked for this transaction (status changes and chunk writes queue behind each other). */
export async function lockRun(db: Executor, runId: string): Promise<RunRow | null> {
  const [row] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId)).for('update');
  return row ?? null;
}

export async function findRunOfMonth(db: Executor, organizationId: string, month: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.month, month)))
    .for('update');
  return row ?? null;
}

export async function listRuns(db: Executor, organizationId: string): Promise<RunRow[]> {
  return db.select().from(payrollRuns).where(eq(payrollRuns.organizationId, organizationId)).orderBy(desc(payrollRuns.month));
}

export async function insertRun(db: Executor, values: typeof payrollRuns.$inferInsert): Promise<RunRow> {
  const [row] = await db.insert(payrollRuns).values(values).returning();
  return row!;
}

export async function updateRun(db: Executor, runId: string, changes: Partial<typeof payrollRuns.$inferInsert>): Promise<RunRow> {
  const [row] = await db
    .update(payrollRuns)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payrollRuns.id, runId))
    .returning();
  return row!;
}

const NO_RESULTS = { employees: 0, gross: 0n, deductions: 0n, net: 0n, employerCost: 0n, errors: [], computedAt: null };

/** Forgets what a computation wrote (payslips, totals, errors), e.g. before a retried job starts over. */
export async function clearRunResults(db: Executor, runId: string): Promise<void> {
  await db.delete(payrollPayslips).where(eq(payrollPayslips.runId, runId));
  await db
    .update(payrollRuns)
    .set({ ...NO_RESULTS, updatedAt: new Date() })
    .where(eq(payrollRuns.id, runId));
}

/** Starts a new computation of the run: its results go, the generation grows, it is COMPUTING. */
export async function restartRun(db: Executor, runId: string, createdBy?: string): Promise<RunRow> {
  await db.delete(payrollPayslips).where(eq(payrollPayslips.runId, runId));
  const [row] = await db
    .update(payrollRuns)
    .set({
      ...NO_RESULTS,
      status: 'COMPUTING',
      generation: sql`${payrollRuns.generation} + 1`,
      ...(createdBy ? { createdBy } : {}),
      updatedAt: new Date(),
    })
    .where(eq(payrollRuns.id, runId))
    .returning();
  return row!;
}

export async function appendRunErrors(db: Executor, runId: string, errors: StoredRunError[]): Promise<void> {
  if (errors.length === 0) return;
  await db
    .update(payrollRuns)
    .set({ errors: sql`${payrollRuns.errors} || ${JSON.stringify(errors)}::jsonb` })
    .where(eq(payrollRuns.id, runId));
}

/** Totals from the run's payslips; the run becomes a DRAFT. */
export async function finishRun(db: Executor, runId: string): Promise<void> {
  await db.execute(sql`
    UPDATE payroll_runs r SET status = 'DRAFT', computed_at = now(), updated_at = now(),
      employees = t.employees, gross_minor = t.gross, deductions_minor = t.deductions, net_minor = t.net,
      employer_cost_minor = t.employer_cost
    FROM (SELECT count(*)::int AS employees, coalesce(sum(gross_minor), 0) AS gross,
            coalesce(sum(deductions_minor), 0) AS deductions, coalesce(sum(net_minor), 0) AS net,
            coalesce(sum(employer_cost_minor), 0) AS employer_cost
          FROM payroll_payslips WHERE run_id = ${runId}) t
    WHERE r.id = ${runId}`);
}

/**
 * Who a month pays, in id order: people who joined by its last day, had not left before its first, and
 * have a salary revision in force by its last day.
 */
export async function listPayablePeople(
  db: Executor,
  organizationId: string,
  month: { first: string; last: string },
): Promise<string[]> {
  const rows = await db.execute<{ employee_id: string }>(sql`
    SELECT e.employee_id FROM employees e
    LEFT JOIN employments m ON m.employee_id = e.employee_id
    WHERE e.organization_id = ${organizationId} AND e.doj <= ${month.last}
      AND (m.leaving_date IS NULL OR m.leaving_date >= ${month.first})
      AND EXISTS (SELECT 1 FROM payroll_salary_revisions r
                  WHERE r.employee_id = e.employee_id AND r.organization_id = ${organizationId}
                    AND r.effective_from <= ${month.last})
    ORDER BY e.employee_id`);
  return rows.rows.map((r) => r.employee_id);
}

export type PersonRow = { employeeId: string; firstname: string; lastname: string; doj: string; leavingDate: string | null };

export async function listPeople(db: Executor, employeeIds: readonly string[]): Promise<PersonRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employeeId: employees.employeeId,
      firstname: employees.firstname,
      lastname: employees.lastname,
      doj: employees.doj,
      leavingDate: employments.leavingDate,
    })
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(isAnyOf(employees.employeeId, employeeIds));
}

export async function listInputs(db: Executor, runId: string, employeeIds?: readonly string[]): Promise<InputRow[]> {
  const where = employeeIds
    ? and(eq(payrollRunInputs.runId, runId), isAnyOf(payrollRunInputs.employeeId, employeeIds))
    : eq(payrollRunInputs.runId, runId);
  return db.select().from(payrollRunInputs).where(where);
}

/** Saves each person's inputs of the run (replacing what that person had). */
export async function saveInputs(
  db: Executor,
  runId: string,
  inputs: { employeeId: string; lopDays: number; additions: StoredAddition[]; deductions: StoredDeduction[] }[],
): Promise<void> {
  if (inputs.length === 0) return;
  await db
    .insert(payrollRunInputs)
    .values(inputs.map((i) => ({ runId, ...i })))
    .onConflictDoUpdate({
      target: [payrollRunInputs.runId, payrollRunInputs.employeeId],
      set: {
        lopDays: sql`excluded.lop_days`,
        additions: sql`excluded.additions`,
        deductions: sql`excluded.deductions`,
        updatedAt: new Date(),
      },
    });
}

export type HistoryRow = Pick<
  PayslipRow,
  | 'employeeId'
  | 'month'
  | 'revisionId'
  | 'structureEarnings'
  | 'taxableGross'
  | 'tds'
  | 'pt'
  | 'basic'
  | 'hra'
  | 'esiCovered'
  | 'arrears'
  | 'lopDays'
  | 'inputs'
>;

/** The PUBLISHED payslips of several people in [from, before) months (year to date, ESI period, arrears). */
export async function listPublishedHistory(
  db: Executor,
  organizationId: string,
  employeeIds: readonly string[],
  months: { from: string; before: string },
): Promise<HistoryRow[]> {
  if (employeeIds.length === 0) return [];
  const p = payrollPayslips;
  return db
    .select({
      employeeId: p.employeeId,
      month: p.month,
      revisionId: p.revisionId,
      structureEarnings: p.structureEarnings,
      taxableGross: p.taxableGross,
      tds: p.tds,
      pt: p.pt,
      basic: p.basic,
      hra: p.hra,
      esiCovered: p.esiCovered,
      arrears: p.arrears,
      lopDays: p.lopDays,
      inputs: p.inputs,
    })
    .from(p)
    .innerJoin(payrollRuns, eq(payrollRuns.id, p.runId))
    .where(
      and(
        eq(p.organizationId, organizationId),
        isAnyOf(p.employeeId, employeeIds),
        gte(p.month, months.from),
        lt(p.month, months.before),
        eq(payrollRuns.status, 'PUBLISHED'),
      ),
    );
}

/** The stored columns of a payslip and their SQL types, in the table's order (created_at is the insert's time). */
const PAYSLIP_COLUMNS: readonly (readonly [keyof NewPayslip & string, string, string])[] = [
  ['runId', 'run_id', 'text'],
  ['employeeId', 'employee_id', 'text'],
  ['organizationId', 'organization_id', 'text'],
  ['month', 'month', 'text'],
  ['name', 'name', 'text'],
  ['revisionId', 'revision_id', 'bigint'],
  ['structureCode', 'structure_code', 'text'],
  ['structureVersion', 'structure_version', 'integer'],
  ['rulePack', 'rule_pack', 'text'],
  ['annualCtc', 'annual_ctc_minor', 'bigint'],
  ['daysInMonth', 'days_in_month', 'integer'],
  ['paidDays', 'paid_days', 'numeric'],
  ['lopDays', 'lop_days', 'numeric'],
  ['lines', 'lines', 'jsonb'],
  ['gross', 'gross_minor', 'bigint'],
  ['deductions', 'deductions_minor', 'bigint'],
  ['net', 'net_minor', 'bigint'],
  ['employerCost', 'employer_cost_minor', 'bigint'],
  ['structureEarnings', 'structure_earnings_minor', 'bigint'],
  ['taxableGross', 'taxable_gross_minor', 'bigint'],
  ['basic', 'basic_minor', 'bigint'],
  ['hra', 'hra_minor', 'bigint'],
  ['tds', 'tds_minor', 'bigint'],
  ['pt', 'pt_minor', 'bigint'],
  ['pfWage', 'pf_wage_minor', 'bigint'],
  ['epsWage', 'eps_wage_minor', 'bigint'],
  ['esiWage', 'esi_wage_minor', 'bigint'],
  ['esiCovered', 'esi_covered', 'boolean'],
  ['arrears', 'arrears', 'jsonb'],
  ['inputs', 'inputs', 'jsonb'],
  ['bankAccount', 'bank_account', 'text'],
  ['ifsc', 'ifsc', 'text'],
  ['uan', 'uan', 'text'],
  ['ptState', 'pt_state', 'text'],
];
const PAYSLIP_INSERT_HEAD = sql.raw(
  `INSERT INTO payroll_payslips (${PAYSLIP_COLUMNS.map(([, column]) => column).join(', ')}) SELECT ${PAYSLIP_COLUMNS.map(
    ([key]) => (key === 'arrears' ? `coalesce(x."arrears", '[]')` : key === 'pt' ? `coalesce(x."pt", 0)` : `x."${key}"`),
  ).join(', ')} FROM jsonb_to_recordset(`,
);
const PAYSLIP_INSERT_TAIL = sql.raw(`::jsonb) AS x(${PAYSLIP_COLUMNS.map(([key, , type]) => `"${key}" ${type}`).join(', ')})`);
/** Paise (bigint) travel as JSON strings, read back exactly by the bigint columns; numbers and nested JSON as they are. */
const exactJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * A chunk's payslips in one statement with one parameter: the rows as a JSON array, spread into columns
 * by `jsonb_to_recordset`. A VALUES list of 34 parameters a row cost more to build and bind (in the
 * query builder and the driver) than the database spent storing the rows.
 */
export async function insertPayslips(db: Executor, rows: readonly NewPayslip[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`${PAYSLIP_INSERT_HEAD}${JSON.stringify(rows, exactJson)}${PAYSLIP_INSERT_TAIL}`);
}

/** Only the people whose HR is this person (HR's view of runs and payslips). */
const ofHr = (hrId: string) =>
  sql`${payrollPayslips.employeeId} IN (SELECT ${employments.employeeId} FROM ${employments} WHERE ${employments.hrId} = ${hrId})`;

export type PayslipFilter = { runId: string; employeeId?: string; hrId?: string };

function payslipWhere(filter: PayslipFilter): SQL {
  const parts: SQL[] = [eq(payrollPayslips.runId, filter.runId)];
  if (filter.employeeId) parts.push(eq(payrollPayslips.employeeId, filter.employeeId));
  if (filter.hrId) parts.push(ofHr(filter.hrId));
  return and(...parts)!;
}

export async function pagePayslips(
  db: Executor,
  filter: PayslipFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: PayslipRow[]; total: number }> {
  const where = payslipWhere(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payrollPayslips)
      .where(where)
      .orderBy(asc(payrollPayslips.employeeId))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(payrollPayslips).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The run's payslips in id order, a page at a time after `afterId` (files of every person). */
export async function payslipsAfter(db: Executor, filter: PayslipFilter, afterId: string, limit: number): Promise<PayslipRow[]> {
  return db
    .select()
    .from(payrollPayslips)
    .where(and(payslipWhere(filter), sql`${payrollPayslips.employeeId} > ${afterId}`))
    .orderBy(asc(payrollPayslips.employeeId))
    .limit(limit);
}

/** Every line code of the run, in first-seen order of kinds (register columns). */
export async function listLineCodes(db: Executor, filter: PayslipFilter): Promise<{ code: string; kind: string }[]> {
  const rows = await db.execute<{ code: string; kind: string }>(sql`
    SELECT line->>'code' AS code, min(line->>'kind') AS kind
    FROM payroll_payslips, jsonb_array_elements(payroll_payslips.lines) AS line
    WHERE ${payslipWhere(filter)}
    GROUP BY 1`);
  return rows.rows;
}

/** One person's payslips of the organisation, and `also` (a further condition, if any). */
const personPayslipsWhere = (organizationId: string, employeeId: string, also: SQL | undefined) =>
  and(eq(payrollPayslips.organizationId, organizationId), eq(payrollPayslips.employeeId, employeeId), also);

/** A person's payslips (newest first); only PUBLISHED ones when `publishedOnly`. */
export async function listPersonPayslips(
  db: Executor,
  organizationId: string,
  employeeId: string,
  publishedOnly: boolean,
): Promise<{ month: string; runId: string; net: bigint; status: RunRow['status'] }[]> {
  return db
    .select({ month: payrollPayslips.month, runId: payrollPayslips.runId, net: payrollPayslips.net, status: payrollRuns.status })
    .from(payrollPayslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollPayslips.runId))
    .where(personPayslipsWhere(organizationId, employeeId, publishedOnly ? eq(payrollRuns.status, 'PUBLISHED') : undefined))
    .orderBy(desc(payrollPayslips.month));
}

export async function findPersonPayslip(
  db: Executor,
  organizationId: string,
  employeeId: string,
  month: string,
): Promise<{ payslip: PayslipRow; status: RunRow['status'] } | null> {
  const [row] = await db
    .select({ payslip: payrollPayslips, status: payrollRuns.status })
    .from(payrollPayslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollPayslips.runId))
    .where(personPayslipsWhere(organizationId, employeeId, eq(payrollPayslips.month, month)));
  return row ?? null;
}

/** The person's last PUBLISHED payslip and when its run was published (the spec's salary card). */
export async function findLastPublishedPayslip(
  db: Executor,
  employeeId: string,
): Promise<{ payslip: PayslipRow; publishedAt: Date | null } | null> {
  const [row] = await db
    .select({ payslip: payrollPayslips, publishedAt: payrollRuns.publishedAt })
    .from(payrollPayslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollPayslips.runId))
    .where(and(eq(payrollPayslips.employeeId, employeeId), eq(payrollRuns.status, 'PUBLISHED')))
    .orderBy(desc(payrollPayslips.month))
    .limit(1);
  return row ?? null;
}

/** The run's people (every one, for the publish notice). */
export async function listRunPeople(db: Executor, runId: string): Promise<string[]> {
  const rows = await db
    .select({ employeeId: payrollPayslips.employeeId })
    .from(payrollPayslips)
    .where(eq(payrollPayslips.runId, runId));
  return rows.map((r) => r.employeeId);
}

/** Net pay per person of a run (the diff against another run). */
export async function listNets(
  db: Executor,
  runId: string,
  hrId?: string,
): Promise<Pick<PayslipRow, 'employeeId' | 'name' | 'net' | 'revisionId' | 'paidDays' | 'lopDays' | 'inputs' | 'lines'>[]> {
  return db
    .select({
      employeeId: payrollPayslips.employeeId,
      name: payrollPayslips.name,
      net: payrollPayslips.net,
      revisionId: payrollPayslips.revisionId,
      paidDays: payrollPayslips.paidDays,
      lopDays: payrollPayslips.lopDays,
      inputs: payrollPayslips.inputs,
      lines: payrollPayslips.lines,
    })
    .from(payrollPayslips)
    .where(and(eq(payrollPayslips.runId, runId), hrId ? ofHr(hrId) : undefined));
}

/** The latest run of an earlier month (the diff's "last month"). */
export async function findPreviousRun(db: Executor, organizationId: string, month: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), lt(payrollRuns.month, month)))
    .orderBy(desc(payrollRuns.month))
    .limit(1);
  return row ?? null;
}

/** The people an HR person is HR of. */
export async function listPeopleOfHr(db: Executor, hrId: string): Promise<string[]> {
  const rows = await db.select({ employeeId: employments.employeeId }).from(employments).where(eq(employments.hrId, hrId));
  return rows.map((r) => r.employeeId);
}
