// The module's public surface: other modules import it from here, never from its files.
export {
  PAYROLL_ENGINE_LABELLED,
  PAYROLL_ENGINE_LABELS,
  PAYROLL_ENGINE_MESSAGES,
  PAYROLL_ENGINE_TEMPLATES,
} from './engine/messages';
export {
  PAY_PERIOD_NAMES,
  PAYROLL_LABELLED_FIELDS,
  PAYROLL_LABELS,
  PAYROLL_MESSAGES,
  payslipFileName,
} from './payroll.schemas';
export { PAYROLL_EMPLOYER_MESSAGES } from './payroll-employer.schemas';
export { PREVIOUS_EMPLOYMENT_MESSAGES } from './payroll-engine.schemas';
export { PAYROLL_RUN_MESSAGES, PAYROLL_RUN_TEMPLATES } from './payroll-runs.schemas';
export { PAYROLL_TAX_MESSAGES, PAYROLL_TAX_TEMPLATES } from './payroll-tax.schemas';
