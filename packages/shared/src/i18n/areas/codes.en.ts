import { ACCESS_MESSAGES, REFERENCE_MESSAGES, SERVER_MESSAGES } from '../../common';
import { WORKFLOW_SETTINGS_MESSAGES } from '../../organization';
import {
  PAYROLL_ENGINE_LABELLED,
  PAYROLL_ENGINE_LABELS,
  PAYROLL_ENGINE_MESSAGES,
  PAYROLL_ENGINE_TEMPLATES,
  PAYROLL_LABELLED_FIELDS,
  PAYROLL_LABELS,
  PAYROLL_MESSAGES,
} from '../../payroll';
import { TARGET_EMPLOYEE_MESSAGES } from '../../profile';

/**
 * The English of server messages given codes in issue 27 point 4 (part 4): the payroll engine's formula, slab
 * and field messages, the payroll forms' field messages, the reference checks. Spread into ../en-screens.ts;
 * Hindi ./codes.hi.ts, Arabic ./codes.ar.ts.
 */

/** One message built from a fixed name, spelled out for each name it is built from (the address fields' way). */
const perLabel = <L extends Record<string, string>, K extends keyof L & string>(
  labels: L,
  keys: readonly K[],
  message: (label: string) => string,
) => Object.fromEntries(keys.map((key) => [key, message(labels[key] as string)])) as Record<K, string>;

const { date, amount, days, flag, wholeRupees, ...engine } = PAYROLL_ENGINE_MESSAGES;
const engineTexts = Object.fromEntries(Object.entries(engine).filter(([, text]) => typeof text === 'string')) as {
  [K in keyof typeof engine as (typeof engine)[K] extends string ? K : never]: (typeof engine)[K];
};
const E = PAYROLL_ENGINE_LABELLED;

export const codesEn = {
  messages: {
    payrollEngine: {
      ...engineTexts,
      ...PAYROLL_ENGINE_TEMPLATES,
      date: perLabel(PAYROLL_ENGINE_LABELS, E.date, date),
      amount: perLabel(PAYROLL_ENGINE_LABELS, E.amount, amount),
      days: perLabel(PAYROLL_ENGINE_LABELS, E.days, days),
      flag: perLabel(PAYROLL_ENGINE_LABELS, E.flag, flag),
      wholeRupees: perLabel(PAYROLL_ENGINE_LABELS, E.wholeRupees, wholeRupees),
    },
    payrollFields: {
      required: perLabel(PAYROLL_LABELS, PAYROLL_LABELLED_FIELDS.required, PAYROLL_MESSAGES.required),
      text: perLabel(PAYROLL_LABELS, PAYROLL_LABELLED_FIELDS.text, PAYROLL_MESSAGES.text),
      money: perLabel(PAYROLL_LABELS, PAYROLL_LABELLED_FIELDS.money, PAYROLL_MESSAGES.money),
    },
    references: {
      employee: REFERENCE_MESSAGES.employee,
      department: REFERENCE_MESSAGES.department,
      project: REFERENCE_MESSAGES.project,
    },
    targetEmployee: { mismatch: TARGET_EMPLOYEE_MESSAGES.mismatch },
    workflowSettings: WORKFLOW_SETTINGS_MESSAGES,
    server: SERVER_MESSAGES,
    access: ACCESS_MESSAGES,
  },
};
