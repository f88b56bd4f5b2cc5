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
  const choices = useCurrentEmploymentChoices(opened);
  const save = useSaveCurrentEmployment(record.employeeId);
  const { control, handleSubmit, reset, setValue, setError, formState, register } = useForm<
    CurrentEmploymentInput,
    unknown,
    CurrentEmployment
  >({ resolver: zodResolver(currentEmploymentSchema), defaultValues: toForm(record), mode: 'onTouched' });
  const errors = formState.errors;

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
          error={errors[name]?.message}
          description={description}
          nothingFoundMessage="No match"
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
      error={errors[name as keyof typeof errors]?.message}
      data-testid={testId}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'create' ? 'Add Current Employment' : 'Edit Current Employment'}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {readOnly('organisationName', 'Organization Name')}
          {readOnly('employeeName', 'Employee Name')}
          {readOnly('employeeId', 'Employee ID')}
          {readOnly('doj', 'Date of Joining')}
          {select(
            'reportingManagerId',
            'Reporting Manager ID',
            options(choices.managerIds.data, managerId, record.employeeId),
            'reportingManager',
          )}
          {readOnly('reportingManager', 'Reporting Manager', 'reporting-manager-name')}
          {select('departmentId', 'Department ID', options(choices.departmentIds.data, departmentId), 'departmentName')}
          {readOnly('departmentName', 'Department Name', 'department-name')}
          {select(
            'hrId',
            'HR ID',
            options(choices.hrIds.data, hrId, record.employeeId),
            undefined,
            hrId && hrName.data ? hrName.data : undefined,
          )}
          {select('designation', 'Designation', options(choices.designations.data, designation))}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mode === 'create' ? 'Add' : 'Save'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
