import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, pick, type ScaleContext } from '../../seed/scale-context';
import { seedScalePayRuns } from './payroll-runs.seed';

const LOCATIONS = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Kochi'];
const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Canara Bank'];

/**
 * Payroll records of every generated person: location, monthly salary (minor units; net = gross minus
 * the deductions), earnings and bank details.
 */
export async function seedScalePayroll(tx: Executor, ctx: ScaleContext) {
  const org = lit(ctx.organizationId);
  const from = `FROM generate_series(${ctx.first}, ${ctx.last}) AS n JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}`;
  await tx.execute(
    sql.raw(`INSERT INTO payroll_employee_info (employee_id, organization_id, location)
    SELECT e.employee_id, ${org}, ${pick(LOCATIONS, 'n / 7')} ${from}`),
  );
  // basic 30,000–89,000 a month; gross = basic × 1.5; deductions: PF 12% of basic, PT 200, insurance 500, taxes
  await tx.execute(
    sql.raw(`INSERT INTO payroll_salaries (employee_id, organization_id, pay_frequency, basic_pay_minor, gross_pay_minor,
      provident_fund_minor, professional_tax_minor, insurance_minor, federal_tax_minor, state_tax_minor, local_tax_minor, net_pay_minor)
    SELECT e.employee_id, ${org}, 'Monthly', s.basic, s.gross, s.pf, 20000, 50000, s.tax, 0, 0, s.gross - s.pf - 20000 - 50000 - s.tax
    ${from}
    CROSS JOIN LATERAL (SELECT (30000 + (n % 60) * 1000)::bigint * 100 AS basic) b
    CROSS JOIN LATERAL (SELECT b.basic AS basic, b.basic * 3 / 2 AS gross, b.basic * 12 / 100 AS pf, b.basic / 10 AS tax) s`),
  );
  await tx.execute(
    sql.raw(`INSERT INTO payroll_earnings (employee_id, organization_id, bonus_minor, overtime_pay_minor, incentives_minor)
    SELECT e.employee_id, ${org}, (n % 5) * 500000, (n % 3) * 150000, (n % 4) * 250000 ${from}`),
  );
  await tx.execute(
    sql.raw(`INSERT INTO payroll_bank_details (employee_id, organization_id, bank_account_number, bank_name, branch,
      name_as_per_bank_account, ifsc_code)
    SELECT e.employee_id, ${org}, lpad((100000000000 + n * 7919)::text, 12, '0'), ${pick(BANKS, 'n')}, ${pick(LOCATIONS, 'n / 7')} || ' Main',
      upper(e.firstname || ' ' || e.lastname), upper(left(${pick(BANKS, 'n')}, 4)) || '0' || lpad((n % 100000)::text, 6, '0')
    ${from}`),
  );
  await seedScalePayRuns(tx, ctx);
}
