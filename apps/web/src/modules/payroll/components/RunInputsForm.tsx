import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { TrashIcon } from '../../../ui/icons';
import { fieldMessages, formPath } from '../payroll-display';
import { type InputsForm, inputsFormSchema } from '../payroll-forms';
import { useRunInputs } from '../payroll-runs.api';

type Person = InputsForm['people'][number];
const blankPerson = (): Person => ({ employeeId: '', lopDays: '0', additions: [], deductions: [] });

/** `[0].additions[1].amount` or `0.lopDays` (the body is a list) → the form's `people.0.additions.1.amount`. */
const inputsPath = (field: string) => `people.${formPath(field).replace(/^\./, '')}`;

type LinesProps = {
  person: number;
  list: 'additions' | 'deductions';
  control: Control<InputsForm, unknown, z.output<typeof inputsFormSchema>>;
  register: UseFormRegister<InputsForm>;
  errors: FieldErrors<InputsForm>;
};

/** A person's additions or deductions: code, name, amount (and, for additions, whether it is taxed). */
function OneOffLines({ person, list, control, register, errors }: LinesProps) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control, name: `people.${person}.${list}` as 'people.0.additions' });
  const label = t(list === 'additions' ? 'pay.runs.addition' : 'pay.runs.deduction');
  const shown = (message: string | undefined) => message && translateMessage(message);
  return (
    <Stack gap="xs">
      {lines.fields.map((field, index) => {
        const error = errors.people?.[person]?.[list]?.[index];
        const base = `people.${person}.${list}.${index}` as 'people.0.additions.0';
        return (
          <Group key={field.id} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={`${label} ${index + 1}: ${t('pay.columns.code')}`}
              w={130}
              error={shown(error?.code?.message)}
              {...register(`${base}.code`)}
            />
            <TextInput label={t('pay.columns.name')} w={200} error={shown(error?.name?.message)} {...register(`${base}.name`)} />
            <TextInput
              label={t('pay.runs.amount')}
              w={130}
              inputMode="decimal"
              error={shown(error?.amount?.message)}
              {...register(`${base}.amount`)}
            />
            {list === 'additions' && (
              <Controller
                control={control}
                name={`${base}.taxable`}
                render={({ field: flag }) => (
                  <Checkbox
                    mb={8}
                    label={t('pay.structures.taxable')}
                    checked={flag.value}
                    onChange={(e) => flag.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              onClick={() => lines.remove(index)}
              aria-label={`${t('pay.remove')}: ${label} ${index + 1}`}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => lines.append({ code: '', name: '', amount: '', taxable: true } as never)}
        >
          {t(list === 'additions' ? 'pay.runs.addAddition' : 'pay.runs.addDeduction')}
        </Button>
      </Group>
    </Stack>
  );
}

/** POST payroll/runs/{runId}/inputs: one-off pay per person; the run is computed again with them. */
export function RunInputsForm({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const save = useRunInputs(runId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InputsForm, unknown, z.output<typeof inputsFormSchema>>({
    resolver: zodResolver(inputsFormSchema),
    defaultValues: { people: [blankPerson()] },
  });
  const people = useFieldArray({ control, name: 'people' });
  const shown = (message: string | undefined) => message && translateMessage(message);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values.people);
      notifySuccess(t('pay.runs.inputsSaved'));
    } catch (error) {
      const messages = error instanceof ApiError ? fieldMessages(error.body) : {};
      for (const [field, message] of Object.entries(messages))
        setError(inputsPath(field) as 'people', { type: 'server', message: translateMessage(message) });
      setFailure(Object.keys(messages).length > 0 ? t('pay.runs.inputsFailed') : errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('pay.runs.tabs.inputs')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('pay.runs.inputsIntro')}
        </Text>
        {people.fields.map((field, index) => {
          const error = errors.people?.[index];
          return (
            <Paper key={field.id} withBorder radius="md" p="sm" data-testid={`input-person-${index}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('pay.runs.person', { number: index + 1 })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => people.remove(index)}
                    aria-label={t('pay.runs.removePerson', { number: index + 1 })}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput
                    label={t('pay.columns.employeeId')}
                    maxLength={15}
                    error={shown(error?.employeeId?.message)}
                    {...register(`people.${index}.employeeId`)}
                  />
                  <TextInput
                    label={t('pay.columns.lopDays')}
                    inputMode="decimal"
                    error={shown(error?.lopDays?.message)}
                    {...register(`people.${index}.lopDays`)}
                  />
                </SimpleGrid>
                <OneOffLines person={index} list="additions" control={control} register={register} errors={errors} />
                <OneOffLines person={index} list="deductions" control={control} register={register} errors={errors} />
              </Stack>
            </Paper>
          );
        })}
        {people.fields.length === 0 && <Text size="sm">{t('pay.runs.noInputs')}</Text>}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => people.append(blankPerson())}>
            {t('pay.runs.addPerson')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('pay.runs.saveInputs')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
