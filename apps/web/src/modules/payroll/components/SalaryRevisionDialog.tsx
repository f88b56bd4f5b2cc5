import { TAX_REGIMES, todayIso } from '@hrms/shared';
import { Alert, Checkbox, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormDateField } from '../../../ui/DateField';
import { FormActions } from '../../../ui/FormActions';
import { fieldMessages } from '../payroll-display';
import type { SalaryRevision } from '../payroll-engine.types';
import { type SalaryForm, salaryFormSchema } from '../payroll-forms';
import { usePtStates, useSaveSalary, useStructures } from '../payroll-structures.api';

type Props = { employeeId: string; opened: boolean; onClose: () => void; current: SalaryRevision | null };

const FIELDS = [
  'structure',
  'annualCtc',
  'effectiveFrom',
  'taxRegime',
  'ptState',
  'pfCapped',
  'uan',
  'bankAccount',
  'ifsc',
] as const;

/** The form values of a new revision, starting from the one in force (the date is today); a masked account is typed again. */
function startingValues(current: SalaryRevision | null): SalaryForm {
  return {
    structure: current?.structure ?? '',
    annualCtc: current ? String(current.annualCtc) : '',
    effectiveFrom: todayIso(),
    taxRegime: current?.taxRegime ?? 'NEW',
    ptState: current?.ptState ?? '',
    pfCapped: current?.pfCapped ?? true,
    uan: current?.uan ?? '',
    bankAccount: current?.bankAccount && /^\d+$/.test(current.bankAccount) ? current.bankAccount : '',
    ifsc: current?.ifsc ?? '',
  };
}

/** PUT payroll/salaries/{employeeId}: a new revision (admin). The account number is typed in full each time. */
export function SalaryRevisionDialog({ employeeId, opened, onClose, current }: Props) {
  const { t } = useTranslation();
  const structures = useStructures();
  const ptStates = usePtStates(opened);
  const save = useSaveSalary(employeeId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<SalaryForm, z.output<typeof salaryFormSchema>>(salaryFormSchema, startingValues(current));
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (opened) {
      reset(startingValues(current));
      setFailure(null);
    }
  }, [opened, current, reset]);
  const shown = (message: string | undefined) => message && translateMessage(message);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('pay.salary.saved'));
      onClose();
    } catch (error) {
      const messages = error instanceof ApiError ? fieldMessages(error.body) : {};
      for (const [field, message] of Object.entries(messages))
        if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { type: 'server', message: translateMessage(message) });
      setFailure(errorMessage(error));
    }
  });

  const structureOptions = (structures.data ?? []).map((s) => ({ value: s.code, label: `${s.code} — ${s.name}` }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('pay.salary.formTitle', { employeeId })} size="lg" centered>
      <form onSubmit={submit} noValidate aria-label={t('pay.salary.formTitle', { employeeId })}>
        <Stack gap="sm">
          {structures.isSuccess && structureOptions.length === 0 && <Alert color="yellow">{t('pay.salary.noStructures')}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="structure"
              render={({ field }) => (
                <Select
                  label={t('pay.salary.structure')}
                  data={structureOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={shown(errors.structure?.message)}
                  searchable
                  withAsterisk
                />
              )}
            />
            <TextInput
              label={t('pay.salary.annualCtc')}
              inputMode="decimal"
              withAsterisk
              error={shown(errors.annualCtc?.message)}
              {...register('annualCtc')}
            />
            <FormDateField
              label={t('pay.salary.effectiveFrom')}
              control={control}
              name="effectiveFrom"
              error={shown(errors.effectiveFrom?.message)}
              withAsterisk
            />
            <Controller
              control={control}
              name="taxRegime"
              render={({ field }) => (
                <Select
                  label={t('pay.salary.taxRegime')}
                  data={TAX_REGIMES.map((regime) => ({ value: regime, label: t(`pay.regimes.${regime}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={shown(errors.taxRegime?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="ptState"
              render={({ field }) => (
                <Select
                  label={t('pay.salary.ptState')}
                  data={[
                    { value: '', label: t('pay.salary.noPt') },
                    ...(ptStates.data ?? []).map((state) => ({ value: state, label: state })),
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  allowDeselect={false}
                  error={shown(errors.ptState?.message)}
                />
              )}
            />
            <TextInput
              label={t('pay.salary.uan')}
              inputMode="numeric"
              maxLength={12}
              error={shown(errors.uan?.message)}
              {...register('uan')}
            />
            <TextInput
              label={t('pay.salary.bankAccount')}
              inputMode="numeric"
              maxLength={18}
              autoComplete="off"
              error={shown(errors.bankAccount?.message)}
              {...register('bankAccount')}
            />
            <TextInput label={t('pay.salary.ifsc')} maxLength={11} error={shown(errors.ifsc?.message)} {...register('ifsc')} />
          </SimpleGrid>
          <Controller
            control={control}
            name="pfCapped"
            render={({ field }) => (
              <Checkbox
                label={t('pay.salary.pfCapped')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <FormActions failure={failure} submitLabel={t('pay.salary.save')} loading={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
