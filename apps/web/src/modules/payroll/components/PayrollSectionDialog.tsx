import {
  BANK_FIELDS,
  bankDetailsSchema,
  EARNINGS_FIELDS,
  earningsSchema,
  employeeInfoSchema,
  type PAYROLL_LABELS as L,
  type PayrollSection,
  SALARY_MONEY_FIELDS,
  salarySchema,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';
import type { PayrollSectionName } from '../payroll.api';

type Config = {
  /** The card's title key under payroll. */
  title: string;
  schema: z.ZodType<unknown, FieldValues>;
  fields: FieldSpec<FieldValues>[];
  keys: readonly string[];
};

/** A field as the section declares it; its label is taken from the catalogue (payroll.labels) when shown. */
const text = (name: keyof typeof L, maxLength: number): FieldSpec<FieldValues> => ({
  name,
  label: name,
  required: true,
  maxLength,
});

const labelled = (fields: FieldSpec<FieldValues>[], t: TFunction) =>
  fields.map((field) => ({ ...field, label: t(`payroll.labels.${field.label}`) }));

const CONFIGS: Record<PayrollSectionName, Config> = {
  employeeInfo: {
    title: 'employeeInformation',
    schema: employeeInfoSchema,
    fields: [text('location', 20)],
    keys: ['location'],
  },
  salary: {
    title: 'salary',
    schema: salarySchema,
    fields: [text('payFrequency', 20), ...SALARY_MONEY_FIELDS.map((k) => text(k, 10))],
    keys: ['payFrequency', ...SALARY_MONEY_FIELDS],
  },
  earnings: { title: 'earnings', schema: earningsSchema, fields: EARNINGS_FIELDS.map((k) => text(k, 10)), keys: EARNINGS_FIELDS },
  bankDetails: {
    title: 'bankDetails',
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
  const { t } = useTranslation();
  const config = CONFIGS[section ?? 'salary'];
  const fields = useMemo(() => labelled(config.fields, t), [config, t]);
  const employeeId = data.onboardingEmployeeInformationDTO.employeeId;
  // Stable objects: the dialog resets its form whenever these change.
  const blank = useMemo(() => ({ employeeId, ...Object.fromEntries(config.keys.map((k) => [k, ''])) }), [employeeId, config]);
  const editing = useMemo(() => (section ? currentValues(data, section) : null), [data, section]);
  return (
    <RecordFormDialog
      opened={section !== null}
      onClose={onClose}
      title={t('payrollAdmin.dialogTitle', { section: t(`payroll.${config.title}`), employeeId })}
      schema={config.schema}
      fields={fields}
      blank={blank}
      editing={editing}
      onSubmit={(values, mode) => onSubmit(section ?? 'salary', values as object, mode)}
      submitLabel={t('payrollAdmin.save')}
    />
  );
}
