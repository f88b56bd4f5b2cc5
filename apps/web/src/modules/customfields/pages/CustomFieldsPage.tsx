import type { CustomFieldView } from '@hrms/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions } from '../../../ui/records';
import { CustomFieldForm } from '../components/CustomFieldForm';
import { useDeleteCustomField, useEmployeeCustomFieldDefinitions } from '../customfields.api';

const roleBadges = (t: TFunction, roles: readonly string[] = []) => (
  <Group gap={4}>
    {roles.map((role) => (
      <Badge key={role} variant="light" size="sm" tt="none">
        {t(`employees.roles.${role}`)}
      </Badge>
    ))}
  </Group>
);

const fieldColumns = (t: TFunction): readonly Column<CustomFieldView>[] => [
  {
    key: 'label',
    header: t('tools.customFields.admin.label'),
    render: (field) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {field.label}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          cf_{field.key}
        </Text>
      </Stack>
    ),
    sortValue: (field) => field.label,
  },
  {
    key: 'type',
    header: t('tools.customFields.admin.type'),
    render: (field) => (
      <Stack gap={2}>
        <Text size="sm">{t(`tools.customFields.admin.types.${field.type}`)}</Text>
        {field.type === 'SELECT' && (
          <Text size="xs" c="dimmed">
            {field.options.join(', ')}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'required',
    header: t('tools.customFields.admin.required'),
    render: (field) => (field.required ? t('tools.customFields.admin.requiredYes') : '—'),
  },
  { key: 'readRoles', header: t('tools.customFields.admin.readRoles'), render: (field) => roleBadges(t, field.readRoles) },
  { key: 'editRoles', header: t('tools.customFields.admin.editRoles'), render: (field) => roleBadges(t, field.editRoles) },
];

/** /customFields: the organisation's own fields on employees — define, change and delete them (admin). */
export function CustomFieldsPage() {
  const { t } = useTranslation();
  const fields = useEmployeeCustomFieldDefinitions();
  const remove = useDeleteCustomField();
  const [editor, setEditor] = useState<{ editing: CustomFieldView | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomFieldView | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.key);
      notifySuccess(t('tools.customFields.admin.deleted', { label: deleting.label }));
    } catch (error) {
      notifyError(errorMessage(error, t('tools.customFields.admin.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <PageHeader
        title={t('tools.customFields.admin.title')}
        back={<BackLink to="/admindashboard" />}
        actions={<Button onClick={() => setEditor({ editing: null })}>{t('tools.customFields.admin.add')}</Button>}
      />
      <Text size="sm" c="dimmed">
        {t('tools.customFields.admin.intro')}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody
          query={fields}
          errorText={t('tools.customFields.admin.loadFailed')}
          emptyText={t('tools.customFields.admin.empty')}
        >
          {(rows) => (
            <DataTable
              label={t('tools.customFields.admin.title')}
              columns={fieldColumns(t)}
              rows={rows}
              rowKey={(field) => field.key}
              actions={(field) => (
                <RowActions
                  label={field.label}
                  onEdit={() => setEditor({ editing: field })}
                  onDelete={() => setDeleting(field)}
                />
              )}
            />
          )}
        </QueryBody>
      </Paper>
      <CustomFieldForm opened={editor !== null} editing={editor?.editing ?? null} onClose={() => setEditor(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tools.customFields.admin.deleteTitle')}
        message={t('tools.customFields.admin.deleteAsk', { label: deleting?.label ?? '' })}
        confirmLabel={t('tools.customFields.admin.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
