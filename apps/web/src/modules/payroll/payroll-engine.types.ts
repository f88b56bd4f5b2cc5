import type {
  PayRunDiff,
  PayRunRecord,
  PayRunSummary,
  PayslipRecord,
  personPayslipsSchema,
  SalaryRecordResponse,
  SalaryRevisionRecord,
  StructureRecord,
} from '@hrms/shared';
import type { z } from 'zod';

/** The payroll screens' names for the answers the server declares in @hrms/shared (payroll-runs.schemas). */
export type SalaryStructure = StructureRecord;
export type SalaryRevision = SalaryRevisionRecord;
export type SalaryAnswer = SalaryRecordResponse;
export type Payslip = PayslipRecord;
export type PayslipMonth = z.infer<typeof personPayslipsSchema>[number];
export type RunSummary = PayRunSummary;
export type PayRun = PayRunRecord;
export type RunDiff = PayRunDiff;
export type RunDiffItem = PayRunDiff['items'][number];
