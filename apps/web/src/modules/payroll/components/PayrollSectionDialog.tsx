import {
  BANK_FIELDS,
  bankDetailsSchema,
  EARNINGS_FIELDS,
  earningsSchema,
  employeeInfoSchema,
  PAYROLL_LABELS as L,
  type PayrollSection,
  SALARY_MONEY_FIELDS,
  salarySchema,
} from '@hrms/shared';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';
import type { PayrollSectionName } from '../payroll.api';

type Config = {
  title: string;
  schema: z.ZodType<unknown, FieldValues>;
  fields: FieldSpec<FieldValues>[];
  keys: readonly string[];
};

const text = (name: keyof typeof L, maxLength: number): FieldSpec<FieldValues> => ({
  name,
  label: L[name],
  required: true,
  maxLength,
});

const CONFIGS: Record<PayrollSectionName, Config> = {
  employeeInfo: {
    title: 'Employee Information',
    schema: employeeInfoSchema,
    fields: [text('location', 20)],
    keys: ['location'],
  },
  salary: {
    title: 'Salary',
    schema: salarySchema,
    fields: [text('payFrequency', 20), ...SALARY_MONEY_FIELDS.map((k) => text(k, 10))],
    keys: ['payFrequency', ...SALARY_MONEY_FIELDS],
  },
  earnings: { title: 'Earnings', schema: earningsSchema, fields: EARNINGS_FIELDS.map((k) => text(k, 10)), keys: EARNINGS_FIELDS },
  bankDetails: {
    title: 'Bank Details',
    schema: bankDetailsSchema,
    fields: [
      text('bankAccountNumber', 18),
      text('bankName', 20),
      text('branch', 20),
      text('nameAsPerBankAccount', 20),
      text('ifscCode', 11),
    ],
    keys: BANK_FIELDS,
  },
};

/** The stored values of a section for the form, or null when it is not filled in yet (add mode). */
function currentValues(data: PayrollSection, section: PayrollSectionName): FieldValues | null {
  if (section === 'employeeInfo') {
    const info = data.onboardingEmployeeInformationDTO;
    return info.location ? { employeeId: info.employeeId, location: info.location } : null;
  }
  if (section === 'salary') return data.getSalaryDTO;
  if (section === 'earnings') return data.getEarningsDetailsDTO;
  return data.getBankDetailsDTO;
}

type Props = {
  section: PayrollSectionName | null;
  data: PayrollSection;
  onClose: () => void;
  onSubmit: (section: PayrollSectionName, values: object, mode: 'create' | 'update') => Promise<void>;
};

/** The admin-only edit dialog of one payroll card, with every rule of spec 2 §5; every field must be filled in. */
export function PayrollSectionDialog({ section, data, onClose, onSubmit }: Props) {
  const config = CONFIGS[section ?? 'salary'];
  const employeeId = data.onboardingEmployeeInformationDTO.employeeId;
  // Stable objects: the dialog resets its form whenever these change.
  const blank = useMemo(() => ({ employeeId, ...Object.fromEntries(config.keys.map((k) => [k, ''])) }), [employeeId, config]);
  const editing = useMemo(() => (section ? currentValues(data, section) : null), [data, section]);
  return (
    <RecordFormDialog
      opened={section !== null}
      onClose={onClose}
      title={`${config.title} of ${employeeId}`}
      schema={config.schema}
      fields={config.fields}
      blank={blank}
      editing={editing}
      onSubmit={(values, mode) => onSubmit(section ?? 'salary', values as object, mode)}
      submitLabel="Save"
    />
  );
}
