import { bankDetailsSchema, earningsSchema, salarySchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { bankDetailsValues, earningsValues, salaryValues } from './payroll.records';
import { payrollBankDetails, payrollEarnings, payrollEmployeeInfo, payrollSalaries } from './payroll.tables';
import { payrollEmployer } from './payroll-employer.tables';
import { seedDemoPayRuns } from './payroll-runs.seed';

/** Monthly basic pay by designation (whole units). */
const BASIC: Record<string, number> = {
  'Chief Executive Officer': 250000,
  'HR Manager': 90000,
  'Engineering Manager': 140000,
  'Finance Manager': 110000,
  'Sales Manager': 100000,
  'QA Lead': 95000,
  'Senior Software Engineer': 105000,
  'Software Engineer': 70000,
  'Frontend Developer': 68000,
  'Backend Developer': 72000,
  'QA Engineer': 55000,
  'HR Executive': 45000,
  Accountant: 48000,
  'Sales Executive': 42000,
  Trainee: 25000,
};
const BANKS = [
  ['State Bank of India', 'SBIN'],
  ['HDFC Bank', 'HDFC'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Canara Bank', 'CNRB'],
] as const;
const BRANCHES = ['Koramangala', 'Indiranagar', 'Whitefield', 'Andheri East', 'Hinjewadi', 'Adyar'];
const LOCATIONS = ['Bengaluru', 'Pune', 'Mumbai', 'Chennai', 'Hyderabad'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** The demo organisation as the deductor of tax at source (Form 16 Part A, 24Q): a Bengaluru TAN, a company's PAN. */
export const DEMO_DEDUCTOR = {
  tan: 'BLRA12345B',
  pan: 'AAFCA1234K',
  addressLine1: '4th Floor, Prestige Tech Park',
  addressLine2: 'Outer Ring Road, Marathahalli',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560103',
};

/** Salary, earnings, bank details and location for every demo person, believable and consistent (net = gross − deductions). */
export async function seedDemoPayroll(tx: Executor, organizationId: string) {
  const info = [];
  const salaries = [];
  const earnings = [];
  const banks = [];
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    const owner = { employeeId: person.id, organizationId };
    const basic = (BASIC[person.designation] ?? 40000) + (i % 4) * 1500;
    const gross = Math.round(basic * 1.45);
    const providentFund = Math.round(basic * 0.12);
    const professionalTax = 200;
    const insurance = 600 + (i % 3) * 300;
    const federal = Math.round(gross * 0.1);
    const state = Math.round(gross * 0.02);
    const local = Math.round(gross * 0.005);
    const net = gross - providentFund - professionalTax - insurance - federal - state - local;
    const salary = salarySchema.parse({
      employeeId: person.id,
      basicPay: String(basic),
      grossPay: String(gross),
      netPay: String(net),
      payFrequency: 'Monthly',
      providentFund: String(providentFund),
      professionalTax: String(professionalTax),
      insurance: String(insurance),
      federaltax: String(federal),
      stateTax: String(state),
      localTax: String(local),
    });
    const extra = earningsSchema.parse({
      employeeId: person.id,
      bonus: String((i % 5) * 2500),
      overtimePay: String(person.department === 'ENG' || person.department === 'QA' ? (i % 3) * 1800 : 0),
      incentives: String(person.department === 'SAL' ? 4000 + (i % 4) * 1000 : 0),
    });
    const [bankName, code] = pick(BANKS, i);
    const bank = bankDetailsSchema.parse({
      employeeId: person.id,
      bankAccountNumber: `50100${String(734021 + i * 7919).padStart(7, '0')}`,
      bankName,
      branch: pick(BRANCHES, i),
      nameAsPerBankAccount: `${person.firstname} ${person.lastname}`.slice(0, 20),
      ifscCode: `${code}0${String(100200 + i * 37).slice(-6)}`,
    });
    info.push({ ...owner, location: pick(LOCATIONS, i) });
    salaries.push(salaryValues(salary, owner));
    earnings.push(earningsValues(extra, owner));
    banks.push(bankDetailsValues(bank, owner));
  }
  await tx.insert(payrollEmployeeInfo).values(info);
  await tx.insert(payrollSalaries).values(salaries);
  await tx.insert(payrollEarnings).values(earnings);
  await tx.insert(payrollBankDetails).values(banks);
  await tx.insert(payrollEmployer).values({ organizationId, ...DEMO_DEDUCTOR, updatedBy: 'HRMS1' });
  await seedDemoPayRuns(tx, organizationId);
}
