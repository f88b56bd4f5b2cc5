import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { fieldMessages, formPath } from '../payroll-display';
import { type PtSlabsForm, ptSlabFormRow, ptSlabsFormSchema } from '../payroll-forms';
import { useSavePtSlabs } from '../payroll-pt-slabs.api';

type Slab = { from: number; to: number | null; amount: number; februaryAmount: number | null };

const SLAB_FIELDS = ['from', 'to', 'amount', 'februaryAmount'] as const;

/** The next slab starts the rupee after the last one ends (the rule the schema checks). */
function nextSlab(rows: PtSlabsForm['slabs']): PtSlabsForm['slabs'][number] {
  const lastTo = Number(rows.at(-1)?.to ?? '');
  const from = rows.length === 0 ? '0' : Number.isInteger(lastTo) && rows.at(-1)?.to !== '' ? String(lastTo + 1) : '';
  return { from, to: '', amount: '', februaryAmount: '' };
}

/** One state's professional-tax slabs as a form: monthly gross from–to, the month's amount, February's. */
export function PtSlabsEditor({
  state,
  stateName,
  slabs,
  onDone,
}: {
  state: string;
  stateName: string;
  slabs: Slab[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePtSlabs();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useMemo<PtSlabsForm>(
    () => ({ slabs: slabs.length > 0 ? slabs.map(ptSlabFormRow) : [{ from: '0', to: '', amount: '', februaryAmount: '' }] }),
    [slabs],
  );
  const form = useSchemaForm<PtSlabsForm, z.output<typeof ptSlabsFormSchema>>(ptSlabsFormSchema, defaults);
  const { register, control, handleSubmit, reset, setError, getValues } = form;
  const { errors, isSubmitting } = form.formState;
  useEffect(() => reset(defaults), [defaults, reset]);
  const rows = useFieldArray({ control, name: 'slabs' });
  const shown = (message: string | undefined) => message && translateMessage(message);
  const slabErrors = (errors as FieldErrors<PtSlabsForm>).slabs;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ state, slabs: values.slabs });
      notifySuccess(t('tax.ptSlabs.saved', { state }));
      onDone();
    } catch (error) {
      const messages = error instanceof ApiError ? fieldMessages(error.body) : {};
      for (const [field, message] of Object.entries(messages))
        setError(formPath(field) as 'slabs', { type: 'server', message: translateMessage(message) });
      setFailure(Object.keys(messages).length > 0 ? t('tax.ptSlabs.saveFailed') : errorMessage(error));
    }
  });

  const title = t('tax.ptSlabs.editorTitle', { state: stateName ? `${state} · ${stateName}` : state });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tax.ptSlabs.editorHelp')}
          </Text>
          {slabErrors?.root?.message && <Alert color="red">{shown(slabErrors.root.message)}</Alert>}
          {slabErrors?.message && <Alert color="red">{shown(slabErrors.message)}</Alert>}
          {rows.fields.map((field, index) => (
            <Fieldset key={field.id} legend={t('tax.ptSlabs.slab', { number: index + 1 })} variant="filled" p="xs">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {SLAB_FIELDS.map((name) => (
                  <TextInput
                    key={name}
                    label={t(`tax.ptSlabs.fields.${name}`)}
                    inputMode="numeric"
                    placeholder={
                      name === 'to'
                        ? t('tax.ptSlabs.noUpperEnd')
                        : name === 'februaryAmount'
                          ? t('tax.ptSlabs.sameAsMonth')
                          : undefined
                    }
                    error={shown(slabErrors?.[index]?.[name]?.message)}
                    {...register(`slabs.${index}.${name}`)}
                  />
                ))}
              </SimpleGrid>
              {rows.fields.length > 1 && (
                <Group justify="flex-end" mt={4}>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => rows.remove(index)}>
                    {t('tax.ptSlabs.removeSlab', { number: index + 1 })}
                  </Button>
                </Group>
              )}
            </Fieldset>
          ))}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            <Button variant="default" onClick={() => rows.append(nextSlab(getValues('slabs')))}>
              {t('tax.ptSlabs.addSlab')}
            </Button>
            <Group gap="xs">
              <Button variant="subtle" onClick={onDone}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('tax.ptSlabs.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
