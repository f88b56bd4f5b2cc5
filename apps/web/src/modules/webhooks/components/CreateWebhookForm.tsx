import { WEBHOOK_EVENTS, WEBHOOK_KINDS, type WebhookCreated, webhookCreateSchema } from '@hrms/shared';
import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormActions } from '../../../ui/FormActions';
import { useCreateWebhook } from '../webhooks.api';

type FormValues = z.input<typeof webhookCreateSchema>;

/** URL, kind, description and events of a new endpoint; answers the created endpoint (its secret shown once by the page). */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const shown = (message: string | undefined) => message && translateMessage(message);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<FormValues, z.output<typeof webhookCreateSchema>>(webhookCreateSchema, {
    url: '',
    description: '',
    kind: 'STANDARD',
    events: [],
  });
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['url', 'events', 'description', 'kind']);
      setFailure(errorMessage(error, t('tools.webhooks.createFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('tools.webhooks.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('tools.webhooks.url')}
            placeholder={t('tools.webhooks.urlPlaceholder')}
            error={shown(errors.url?.message)}
            {...register('url')}
          />
          <NativeSelect
            label={t('tools.webhooks.kind')}
            data={WEBHOOK_KINDS.map((kind) => ({ value: kind, label: t(`tools.webhooks.kinds.${kind}`) }))}
            error={shown(errors.kind?.message)}
            {...register('kind')}
          />
        </SimpleGrid>
        <TextInput
          label={t('tools.webhooks.description')}
          error={shown(errors.description?.message)}
          {...register('description')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('tools.webhooks.events')}
              value={field.value}
              onChange={field.onChange}
              error={shown(errors.events?.message)}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={6}>
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={event} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <FormActions failure={failure} submitLabel={t('tools.webhooks.add')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
