import {
  LEAVE_GENDERS,
  LEAVE_TYPE_COUNT_MAX_LENGTH,
  LEAVE_TYPE_DESCRIPTION_MAX,
  LEAVE_TYPES,
  type LeaveTypeInput,
  type LeaveTypeRecord,
  type LeaveTypeValues,
  leaveTypeLabel,
  leaveTypeSchema,
  LEAVE_MESSAGES as M,
} from '@hrms/shared';
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, type FieldSpec, QueryBody, RecordFormDialog, RowActions, useRecordEditor } from '../../../ui/records';
import { useDeleteLeaveType, useLeaveTypes, useSaveLeaveType } from '../leave.api';

const BLANK: LeaveTypeInput = {
  leaveType: '' as never,
  count: '' as never,
  carryForward: false,
  carryForwardCap: null,
  description: '',
  gender: 'ALL',
};

/** /LeaveForm (spec 3 §2.6, §5; DESIGN §8.3): the organisation's leave types as cards, added and edited in a dialog. */
export function LeaveTypesPage() {
  const { t } = useTranslation();
  const typeName = (type: string) => t(`leaveTypes.${type}`, { defaultValue: leaveTypeLabel(type) });
  const types = useLeaveTypes();
  const save = useSaveLeaveType();
  const remove = useDeleteLeaveType();
  const editingId = useRef<number | undefined>(undefined);
  const editor = useRecordEditor<LeaveTypeRecord, LeaveTypeValues, LeaveTypeRecord['leaveType']>({
    save: ({ mode, values }) => save.mutateAsync({ mode, values, id: editingId.current }),
    remove: (leaveType) => remove.mutateAsync(leaveType),
    keyOf: (row) => row.leaveType,
    messages: { created: M.leaveTypeCreated, updated: M.leaveTypeUpdated, deleted: M.leaveTypeDeleted },
  });

  // Spec 3 §8: 'Data loaded successfully!' / 'Error fetching data!' once per visit.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    if (types.isSuccess) notifySuccess(M.loaded);
    else if (types.isError) notifyError(M.loadFailed);
    else return;
    told.current = true;
  }, [types.isSuccess, types.isError]);

  const defined = new Set((types.data ?? []).map((row) => row.leaveType));
  const editing = editor.dialog?.editing ?? null;
  editingId.current = editing?.id;
  const options = LEAVE_TYPES.filter((type) => !defined.has(type) || type === editing?.leaveType).map((type) => ({
    value: type,
    label: typeName(type),
  }));
  const fields: FieldSpec<LeaveTypeInput>[] = [
    {
      name: 'leaveType',
      label: t('leaveTypesAdmin.leaveType'),
      kind: 'select',
      options,
      required: true,
      readOnly: (mode) => mode === 'update',
    },
    { name: 'count', label: t('leaveTypesAdmin.count'), kind: 'number', required: true, maxLength: LEAVE_TYPE_COUNT_MAX_LENGTH },
    {
      name: 'gender',
      label: t('leaveTypesAdmin.gender'),
      kind: 'select',
      options: LEAVE_GENDERS.map((gender) => ({ value: gender, label: t(`leaveTypesAdmin.genders.${gender}`) })),
      required: true,
    },
    { name: 'carryForward', label: t('leaveTypesAdmin.carryForward'), kind: 'checkbox' },
    {
      name: 'carryForwardCap',
      label: t('leaveTypesAdmin.carryForwardCap'),
      kind: 'number',
      maxLength: 2,
      description: t('leaveTypesAdmin.noCap'),
      hidden: (v) => !v.carryForward,
    },
    {
      name: 'description',
      label: t('leaveTypesAdmin.description'),
      kind: 'textarea',
      required: true,
      wide: true,
      maxLength: LEAVE_TYPE_DESCRIPTION_MAX,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('leaveTypesAdmin.title')}
        back={<BackLink to="/admindashboard" label={t('leaveTypesAdmin.dashboard')} />}
        actions={
          <Button onClick={editor.openAdd} disabled={defined.size === LEAVE_TYPES.length}>
            {t('leaveTypesAdmin.addLeave')}
          </Button>
        }
      />
      <QueryBody query={types} errorText={t('messages.leave.loadFailed')} emptyText={t('messages.leave.noLeaveTypes')}>
        {(rows) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="leave-type-cards">
            {rows.map((row) => (
              <Card key={row.id} withBorder radius="md" padding="md" aria-label={typeName(row.leaveType)}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{typeName(row.leaveType)}</Text>
                    <Text size="xs" c="dimmed">
                      {row.leaveType}
                    </Text>
                  </div>
                  <RowActions
                    label={typeName(row.leaveType)}
                    onEdit={() => editor.openEdit(row)}
                    onDelete={() => editor.askDelete(row)}
                  />
                </Group>
                <Group gap="xs" mt="sm">
                  <Badge variant="light" tt="none">
                    {t('leaveTypesAdmin.daysAYear', { days: row.count })}
                  </Badge>
                  <Badge variant="light" color={row.carryForward ? 'teal' : 'gray'} tt="none">
                    {row.carryForward
                      ? row.carryForwardCap !== null
                        ? t('leaveTypesAdmin.carryForwardUpTo', { cap: row.carryForwardCap })
                        : t('leaveTypesAdmin.carriesForward')
                      : t('leaveTypesAdmin.noCarryForward')}
                  </Badge>
                  {row.gender !== 'ALL' && (
                    <Badge variant="light" color="grape" tt="none">
                      {t('leaveTypesAdmin.gender')}: {t(`leaveTypesAdmin.genders.${row.gender}`)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" mt="sm">
                  {row.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryBody>
      <RecordFormDialog
        opened={editor.dialog !== null}
        onClose={editor.closeDialog}
        title={editing ? t('leaveTypesAdmin.editTitle') : t('leaveTypesAdmin.addTitle')}
        schema={leaveTypeSchema}
        fields={fields}
        blank={BLANK}
        editing={editing}
        onSubmit={editor.submit}
      />
      <ConfirmDialog
        opened={editor.deleting !== null}
        title={t('leaveTypesAdmin.deleteTitle')}
        message={t('messages.leave.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={editor.confirmDelete}
        onCancel={editor.cancelDelete}
      />
    </>
  );
}
