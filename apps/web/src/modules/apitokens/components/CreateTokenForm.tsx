import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  type ApiTokenCreate,
  type ApiTokenCreated,
  addDays,
  apiTokenCreateSchema,
  todayIso,
} from '@hrms/shared';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormDateField } from '../../../ui/DateField';
import { FormActions } from '../../../ui/FormActions';
import { useCreateApiToken } from '../apitokens.api';

// The form picks a day; the API takes the end of that day as an ISO 8601 instant.
const formSchema = apiTokenCreateSchema
  .omit({ expiresAt: true })
  .extend({ expiresOn: z.iso.date(API_TOKEN_MESSAGES.expiryRequired) });
type FormValues = z.input<typeof formSchema>;
const toRequest = (values: z.output<typeof formSchema>): ApiTokenCreate => ({
  name: values.name,
  scopes: values.scopes,
  expiresAt: new Date(`${values.expiresOn}T23:59:59`).toISOString(),
});

/** Name, scopes and expiry of a new token; answers the created token (shown once by the page). */
export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const shown = (message: string | undefined) => message && translateMessage(message);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<FormValues, z.output<typeof formSchema>>(formSchema, {
    name: '',
    scopes: [],
    expiresOn: addDays(todayIso(), 90),
  });
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(toRequest(values)));
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['name', 'scopes']);
      setFailure(errorMessage(error, t('tools.apiTokens.createFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('tools.apiTokens.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('tools.apiTokens.name')}
            placeholder={t('tools.apiTokens.namePlaceholder')}
            error={shown(errors.name?.message)}
            {...register('name')}
          />
          <FormDateField
            label={t('tools.apiTokens.expiresOn')}
            min={addDays(todayIso(), 1)}
            error={shown(errors.expiresOn?.message)}
            control={control}
            name="expiresOn"
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              label={t('tools.apiTokens.scopes')}
              value={field.value}
              onChange={field.onChange}
              error={shown(errors.scopes?.message)}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt={6}>
                {API_TOKEN_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={scope} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <FormActions failure={failure} submitLabel={t('tools.apiTokens.create')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
