import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYROLL_EMPLOYER_MESSAGES,
  type PayrollEmployerBody,
  type PayrollEmployerInput,
  type PayrollEmployerRecord,
  payrollEmployerBodySchema,
} from '@hrms/shared';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSavePayrollEmployer } from '../payroll-employer.api';

const FIELDS = ['tan', 'pan', 'addressLine1', 'addressLine2', 'city', 'state', 'pinCode'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);
const valuesOf = (record: PayrollEmployerRecord) =>
  Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as PayrollEmployerInput;

/** The admin's form for the deductor's TAN, PAN and address, checked by the API's own schema before it is sent. */
export function EmployerDetailsForm({ record }: { record: PayrollEmployerRecord }) {
  const { t } = useTranslation();
  const save = useSavePayrollEmployer();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PayrollEmployerInput, unknown, PayrollEmployerBody>({
    resolver: zodResolver(payrollEmployerBodySchema),
    defaultValues: valuesOf(record),
  });
  const shown = (field: Field) => {
    const message = errors[field]?.message;
    return message ? translateMessage(message) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    try {
      // the form shows what was stored (codes upper-cased, spaces trimmed)
      reset(valuesOf(await save.mutateAsync(values)));
      notifySuccess(translateMessage(PAYROLL_EMPLOYER_MESSAGES.saved));
    } catch (error) {
      const messages = error instanceof ApiError ? error.fieldErrors : {};
      for (const [field, message] of Object.entries(messages)) if (isField(field)) setError(field, { type: 'server', message });
      notifyError(Object.keys(messages).length > 0 ? t('tax.employer.saveFailed') : errorMessage(error));
    }
  });
  const input = (field: Field, extra: { description?: string; required?: boolean; maxLength?: number; upper?: boolean } = {}) => (
    <TextInput
      label={t(`tax.employer.${field}`)}
      description={extra.description}
      withAsterisk={extra.required}
      maxLength={extra.maxLength}
      autoComplete="off"
      styles={extra.upper ? { input: { textTransform: 'uppercase' } } : undefined}
      error={shown(field)}
      data-testid={`employer-${field}`}
      {...register(field)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('tax.employer.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('tan', { description: t('tax.employer.tanHint'), required: true, maxLength: 10, upper: true })}
          {input('pan', { description: t('tax.employer.panHint'), required: true, maxLength: 10, upper: true })}
        </SimpleGrid>
        {input('addressLine1', { required: true, maxLength: 100 })}
        {input('addressLine2', { maxLength: 100 })}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {input('city', { required: true, maxLength: 50 })}
          {input('state', { required: true, maxLength: 50 })}
          {input('pinCode', { required: true, maxLength: 6 })}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting} data-testid="employer-save">
            {t('tax.employer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
