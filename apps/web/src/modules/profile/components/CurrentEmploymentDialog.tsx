import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentEmployment,
  type CurrentEmploymentInput,
  type CurrentEmploymentRecord,
  currentEmploymentSaveError,
  currentEmploymentSchema,
  CURRENT_EMPLOYMENT_MESSAGES as M,
} from '@hrms/shared';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useCurrentEmploymentChoices,
  useDepartmentName,
  useEmployeeName,
  useSaveCurrentEmployment,
} from '../current-employment.api';

type Props = {
  opened: boolean;
  onClose: () => void;
  mode: 'create' | 'update';
  record: CurrentEmploymentRecord;
};

const orEmpty = (v: string) => (v === 'null' ? '' : v);

const toForm = (r: CurrentEmploymentRecord): CurrentEmploymentInput => ({
  organisationName: r.organisationName,
  employeeName: r.employeeName,
  employeeId: r.employeeId,
  designation: orEmpty(r.designation),
  doj: r.doj,
  reportingManagerId: r.reportingManagerId,
  reportingManager: r.reportingManager,
  departmentId: r.departmentId,
  departmentName: r.departmentName,
  hrId: r.hrId,
});

const FIELDS = new Set<string>(Object.keys(currentEmploymentSchema.shape));

/** The options of a select, keeping the current value even when it is no longer offered. */
function options(list: string[] | undefined, current: string, exclude?: string) {
  const values = new Set(list ?? []);
  if (current) values.add(current);
  if (exclude) values.delete(exclude);
  return [...values];
}

/** The server's own sentence, when it gave one (spec 1 §8: 'Error: <message>'). */
function serverSentence(error: ApiError): string {
  const body = error.body;
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * Add/edit current employment (spec 1 §2.7, §4, §5): organisation, employee, id and joining date are
 * read-only; choosing a reporting manager id or department id fetches and shows the name.
 */
export function CurrentEmploymentDialog({ opened, onClose, mode, record }: Props) {
  const { t } = useTranslation();
  const choices = useCurrentEmploymentChoices(opened);
  const save = useSaveCurrentEmployment(record.employeeId);
  const { control, handleSubmit, reset, setValue, setError, formState, register } = useForm<
    CurrentEmploymentInput,
    unknown,
    CurrentEmployment
  >({ resolver: zodResolver(currentEmploymentSchema), defaultValues: toForm(record), mode: 'onTouched' });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);

  useEffect(() => {
    if (opened) reset(toForm(record));
  }, [opened, record, reset]);

  const managerId = useWatch({ control, name: 'reportingManagerId' }) ?? '';
  const departmentId = useWatch({ control, name: 'departmentId' }) ?? '';
  const hrId = useWatch({ control, name: 'hrId' }) ?? '';
  const designation = useWatch({ control, name: 'designation' }) ?? '';
  const managerName = useEmployeeName(managerId);
  const departmentName = useDepartmentName(departmentId);
  const hrName = useEmployeeName(hrId);
  const validate = formState.isSubmitted;

  useEffect(() => {
    if (!opened) return;
    if (managerName.data !== undefined && managerId) setValue('reportingManager', managerName.data, { shouldValidate: validate });
    if (managerName.isError || !managerId) setValue('reportingManager', '');
  }, [opened, managerId, managerName.data, managerName.isError, setValue, validate]);

  useEffect(() => {
    if (!opened) return;
    if (departmentName.data !== undefined && departmentId) {
      setValue('departmentName', departmentName.data, { shouldValidate: validate });
    }
    if (departmentName.isError || !departmentId) setValue('departmentName', '');
  }, [opened, departmentId, departmentName.data, departmentName.isError, setValue, validate]);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ mode, values });
      notifySuccess(mode === 'create' ? M.created : M.updated);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notifyError(M.networkError);
        return;
      }
      showServerFieldErrors(error, setError, FIELDS);
      notifyError(currentEmploymentSaveError(serverSentence(error)));
    }
  });

  const select = (
    name: 'reportingManagerId' | 'hrId' | 'departmentId' | 'designation',
    label: string,
    data: string[],
    clears?: 'reportingManager' | 'departmentName',
    description?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          searchable
          data={data}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            if (clears) setValue(clears, '');
          }}
          onBlur={field.onBlur}
          error={shown(errors[name]?.message)}
          description={description}
          nothingFoundMessage={t('currentEmployment.noMatch')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  const readOnly = (name: Path<CurrentEmploymentInput>, label: string, testId?: string) => (
    <TextInput
      label={label}
      withAsterisk
      readOnly
      variant="filled"
      {...register(name)}
      error={shown(errors[name as keyof typeof errors]?.message)}
      data-testid={testId}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'create' ? t('currentEmployment.addTitle') : t('currentEmployment.editTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {readOnly('organisationName', t('currentEmployment.organizationName'))}
          {readOnly('employeeName', t('currentEmployment.employeeName'))}
          {readOnly('employeeId', t('currentEmployment.employeeId'))}
          {readOnly('doj', t('currentEmployment.dateOfJoining'))}
          {select(
            'reportingManagerId',
            t('currentEmployment.reportingManagerId'),
            options(choices.managerIds.data, managerId, record.employeeId),
            'reportingManager',
          )}
          {readOnly('reportingManager', t('currentEmployment.reportingManager'), 'reporting-manager-name')}
          {select(
            'departmentId',
            t('currentEmployment.departmentId'),
            options(choices.departmentIds.data, departmentId),
            'departmentName',
          )}
          {readOnly('departmentName', t('currentEmployment.departmentName'), 'department-name')}
          {select(
            'hrId',
            t('currentEmployment.hrId'),
            options(choices.hrIds.data, hrId, record.employeeId),
            undefined,
            hrId && hrName.data ? hrName.data : undefined,
          )}
          {select('designation', t('currentEmployment.designation'), options(choices.designations.data, designation))}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mode === 'create' ? t('common.add') : t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
