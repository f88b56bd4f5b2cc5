import { financialYearOf, paise } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { payrollDeclarations, payrollDeclarationWindows, type StoredDeclarationItem } from './payroll-declarations.tables';

const amount = (rupees: number) => Number(paise(rupees));

/** What a few demo people declared: 80C and 80D, NPS, a home loan, rent in a metro or not. */
const DEMO_DECLARATIONS: { employeeId: string; items: StoredDeclarationItem[] }[] = [
  {
    employeeId: 'HRMS6',
    items: [
      { section: '80C', amount: amount(150000), rentPaidMonthly: null, metro: null },
      { section: '80D', amount: amount(25000), rentPaidMonthly: null, metro: null },
      { section: 'HRA', amount: 0, rentPaidMonthly: amount(35000), metro: true },
    ],
  },
  {
    employeeId: 'HRMS11',
    items: [
      { section: '80C', amount: amount(120000), rentPaidMonthly: null, metro: null },
      { section: '80CCD1B', amount: amount(50000), rentPaidMonthly: null, metro: null },
    ],
  },
  {
    employeeId: 'HRMS16',
    items: [
      { section: '80C', amount: amount(150000), rentPaidMonthly: null, metro: null },
      { section: '24B', amount: amount(200000), rentPaidMonthly: null, metro: null },
    ],
  },
  {
    employeeId: 'HRMS26',
    items: [{ section: 'HRA', amount: 0, rentPaidMonthly: amount(18000), metro: false }],
  },
];

/**
 * The demo organisation's declarations for the financial year of `month` (the seeded run's): the window
 * open with proofs due on 31 January, and the old-regime people's declared deductions, so the seeded
 * run's TDS uses them.
 */
export async function seedDemoDeclarations(tx: Executor, organizationId: string, month: string) {
  const fy = financialYearOf(month);
  await tx
    .insert(payrollDeclarationWindows)
    .values({ organizationId, fy, open: true, proofsDue: `${Number(fy.slice(0, 4)) + 1}-01-31`, updatedBy: 'HRMS1' })
    .onConflictDoNothing();
  await tx
    .insert(payrollDeclarations)
    .values(DEMO_DECLARATIONS.map((d) => ({ organizationId, fy, regime: 'OLD' as const, ...d, updatedBy: 'HRMS1' })))
    .onConflictDoNothing();
}
