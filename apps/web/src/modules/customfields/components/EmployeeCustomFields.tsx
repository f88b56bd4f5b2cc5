import type { CustomFieldValues, CustomFieldView } from '@hrms/shared';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { FormattedDate } from '../../../ui/FormattedDate';
import {
  useEmployeeCustomFieldDefinitions,
  useEmployeeCustomFieldValues,
  useSaveEmployeeCustomFields,
} from '../customfields.api';

const asText = (value: CustomFieldValues[string] | undefined) => (value === null || value === undefined ? '' : String(value));

function FieldValue({ field, value }: { field: CustomFieldView; value: string }) {
  if (value === '') return <Text c="dimmed">—</Text>;
  return field.type === 'DATE' ? <FormattedDate value={value} /> : <Text>{value}</Text>;
}

/** A field the reader may not change, shown beside the inputs while editing. */
function ReadOnlyField({ field, value }: { field: CustomFieldView; value: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`custom-field-${field.key}`}>
      <Text size="sm" c="dimmed">
        {field.label} · {t('tools.customFields.readOnly')}
      </Text>
      <FieldValue field={field} value={value} />
    </div>
  );
}

/** The organisation's own fields on a profile: what the reader may read, and a form for those they may edit. */
export function EmployeeCustomFields({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const definitions = useEmployeeCustomFieldDefinitions();
  const values = useEmployeeCustomFieldValues(employeeId);
  const save = useSaveEmployeeCustomFields(employeeId);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fields = (definitions.data ?? []).filter((field) => values.data && field.key in values.data);
  if (fields.length === 0 || !values.data) return null;
  const current = values.data;
  const editable = fields.filter((field) => field.editable);

  async function submit() {
    if (!draft) return;
    setErrors({});
    try {
      await save.mutateAsync(
        Object.fromEntries(editable.map((field) => [field.key, draft[field.key] === '' ? null : (draft[field.key] ?? null)])),
      );
      notifySuccess(t('tools.customFields.saved'));
      setDraft(null);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      setErrors(fieldErrors);
      notifyError(errorMessage(error, t('tools.customFields.saveFailed')));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mt="md" data-testid="custom-fields">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('tools.customFields.title')}
        </Title>
        {editable.length > 0 && !draft && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setDraft(Object.fromEntries(fields.map((f) => [f.key, asText(current[f.key])])))}
          >
            {t('tools.customFields.edit')}
          </Button>
        )}
      </Group>
      {draft ? (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => {
              if (!field.editable) return <ReadOnlyField key={field.key} field={field} value={asText(current[field.key])} />;
              const common = {
                label: field.label,
                required: field.required,
                value: draft[field.key] ?? '',
                error: errors[field.key] && translateMessage(errors[field.key] as string),
              };
              const set = (value: string) => setDraft({ ...draft, [field.key]: value });
              return field.type === 'SELECT' ? (
                <NativeSelect
                  key={field.key}
                  {...common}
                  data={['', ...field.options]}
                  onChange={(e) => set(e.currentTarget.value)}
                />
              ) : (
                <TextInput
                  key={field.key}
                  {...common}
                  type={field.type === 'DATE' ? 'date' : 'text'}
                  inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
                  onChange={(e) => set(e.currentTarget.value)}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((field) => (
            <div key={field.key} data-testid={`custom-field-${field.key}`}>
              <Text size="sm" c="dimmed">
                {field.label}
              </Text>
              <FieldValue field={field} value={asText(current[field.key])} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
