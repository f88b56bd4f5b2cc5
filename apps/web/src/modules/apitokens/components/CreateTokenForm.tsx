import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_TOKEN_SCOPES,
  type ApiTokenCreate,
  type ApiTokenCreated,
  addDays,
  apiTokenCreateSchema,
  todayIso,
} from '@hrms/shared';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { FormDateField } from '../../../ui/DateField';
import { useCreateApiToken } from '../apitokens.api';

// The form picks a day; the API takes the end of that day as an ISO 8601 instant.
const formSchema = apiTokenCreateSchema.omit({ expiresAt: true }).extend({ expiresOn: z.iso.date('Choose the expiry date.') });
type FormValues = z.input<typeof formSchema>;
const toRequest = (values: z.output<typeof formSchema>): ApiTokenCreate => ({
  name: values.name,
  scopes: values.scopes,
  expiresAt: new Date(`${values.expiresOn}T23:59:59`).toISOString(),
});

/** Name, scopes and expiry of a new token; answers the created token (shown once by the page). */
export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const create = useCreateApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', scopes: [], expiresOn: addDays(todayIso(), 90) },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(toRequest(values)));
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['name', 'scopes']);
      setFailure(errorMessage(error, 'The token could not be created.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create API token">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" placeholder="e.g. Payroll provider" error={errors.name?.message} {...register('name')} />
          <FormDateField
            label="Expires on"
            min={addDays(todayIso(), 1)}
            error={errors.expiresOn?.message}
            control={control}
            name="expiresOn"
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group label="Scopes" value={field.value} onChange={field.onChange} error={errors.scopes?.message}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt={6}>
                {API_TOKEN_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={scope} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
