import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { PageLoader } from '../../../layout/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { StructureComponentFields } from '../components/StructureComponentFields';
import { StructurePreview } from '../components/StructurePreview';
import { fieldMessages, formPath } from '../payroll-display';
import type { SalaryStructure } from '../payroll-engine.types';
import { type StructureForm, structureFormSchema } from '../payroll-forms';
import { useSaveStructure, useStructures } from '../payroll-structures.api';

const blankComponent = (): StructureForm['components'][number] => ({
  code: '',
  name: '',
  kind: 'EARNING',
  formula: '',
  taxable: true,
  pfWage: false,
  esiWage: false,
});

/** The editor's form for a structure: its code, name and components (one blank component when new). */
function StructureEditor({ existing }: { existing: SalaryStructure | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStructure();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useMemo<StructureForm>(() => existing ?? { code: '', name: '', components: [blankComponent()] }, [existing]);
  const form = useSchemaForm<StructureForm, z.output<typeof structureFormSchema>>(structureFormSchema, defaults);
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;
  useEffect(() => reset(defaults), [defaults, reset]);
  const components = useFieldArray({ control, name: 'components' });
  const shown = (message: string | undefined) => message && translateMessage(message);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(t('pay.structures.saved'));
      if (!existing) navigate(`/payrollStructureEditor/${encodeURIComponent(saved.code ?? values.code)}`, { replace: true });
    } catch (error) {
      const messages = error instanceof ApiError ? fieldMessages(error.body) : {};
      for (const [field, message] of Object.entries(messages))
        setError(formPath(field) as 'code', { type: 'server', message: translateMessage(message) });
      setFailure(Object.keys(messages).length > 0 ? t('pay.structures.saveFailed') : errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={existing ? t('pay.structures.editorTitle', { code: existing.code }) : t('pay.structures.editorTitleNew')}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('pay.structures.code')}
              maxLength={30}
              disabled={Boolean(existing)}
              error={shown(errors.code?.message)}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...register('code', { setValueAs: (v: string) => v.toUpperCase() })}
            />
            <TextInput
              label={t('pay.structures.name')}
              maxLength={100}
              error={shown(errors.name?.message)}
              {...register('name')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            {t('pay.structures.names')}
          </Text>
        </Paper>
        {errors.components?.root?.message && <Alert color="red">{shown(errors.components.root.message)}</Alert>}
        {errors.components?.message && <Alert color="red">{shown(errors.components.message)}</Alert>}
        {components.fields.map((field, index) => (
          <StructureComponentFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={components.fields.length > 1 ? () => components.remove(index) : undefined}
          />
        ))}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => components.append(blankComponent())}>
            {t('pay.structures.addComponent')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('pay.structures.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /payrollStructureEditor/:code? (admin): a structure's components with their formulas, and a preview. */
export function StructureEditorPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const structures = useStructures();
  const existing = code ? (structures.data?.find((s) => s.code === code) ?? null) : null;
  const title = code ? t('pay.structures.editorTitle', { code }) : t('pay.structures.editorTitleNew');
  let body: React.ReactNode;
  if (code && structures.isPending) body = <PageLoader />;
  else if (code && structures.isError)
    body = <ErrorState message={t('pay.structures.loadFailed')} onRetry={() => structures.refetch()} />;
  else if (code && !existing) body = <ErrorState message={t('pay.structures.notFound', { code })} />;
  else body = <StructureEditor existing={existing} />;
  return (
    <>
      <PageHeader title={title} back={<BackLink to="/payrollStructures" />} />
      <Stack gap="md">
        {body}
        <StructurePreview code={existing?.code ?? null} />
      </Stack>
    </>
  );
}
