import {
  type CurrentEmployment,
  type CurrentEmploymentInput,
  type CurrentEmploymentRecord,
  currentEmploymentSaveError,
  currentEmploymentSchema,
  CURRENT_EMPLOYMENT_MESSAGES as M,
} from '@hrms/shared';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type FieldSpec, RecordFormDialog, useRecordForm } from '../../../ui/records';
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

type Fields = FieldSpec<CurrentEmploymentInput>[];

/**
 * Add/edit current employment (spec 1 §2.7, §4, §5): organisation, employee, id and joining date are
 * read-only; choosing a reporting manager id or department id fetches and shows the name.
 */
export function CurrentEmploymentDialog({ opened, onClose, mode, record }: Props) {
  const { t } = useTranslation();
  const choices = useCurrentEmploymentChoices(opened);
  const save = useSaveCurrentEmployment(record.employeeId);
  const values = useMemo(() => toForm(record), [record]);
  const form = useRecordForm(currentEmploymentSchema, values);
  const { control, setValue, formState } = form;

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

  async function submit(output: CurrentEmployment) {
    try {
      await save.mutateAsync({ mode, values: output });
      notifySuccess(mode === 'create' ? M.created : M.updated);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notifyError(M.networkError);
        return;
      }
      notifyError(currentEmploymentSaveError(serverSentence(error)));
      throw error; // the dialog puts the server's field messages under their fields
    }
  }

  const shown = (name: Fields[number]['name'], label: string, testId?: string): Fields[number] => ({
    name,
    label,
    required: true,
    readOnly: true,
    variant: 'filled',
    testId,
  });
  const select = (
    name: 'reportingManagerId' | 'hrId' | 'departmentId' | 'designation',
    label: string,
    data: string[],
    clears?: 'reportingManager' | 'departmentName',
    description?: string,
  ): Fields[number] => ({
    name,
    label,
    kind: 'select',
    options: data,
    required: true,
    searchable: true,
    nothingFound: t('currentEmployment.noMatch'),
    description,
    onChange: clears ? (_value, handle) => handle.setValue(clears, '') : undefined,
  });
  const fields: Fields = [
    shown('organisationName', t('currentEmployment.organizationName')),
    shown('employeeName', t('currentEmployment.employeeName')),
    shown('employeeId', t('currentEmployment.employeeId')),
    shown('doj', t('currentEmployment.dateOfJoining')),
    select(
      'reportingManagerId',
      t('currentEmployment.reportingManagerId'),
      options(choices.managerIds.data, managerId, record.employeeId),
      'reportingManager',
    ),
    shown('reportingManager', t('currentEmployment.reportingManager'), 'reporting-manager-name'),
    select(
      'departmentId',
      t('currentEmployment.departmentId'),
      options(choices.departmentIds.data, departmentId),
      'departmentName',
    ),
    shown('departmentName', t('currentEmployment.departmentName'), 'department-name'),
    select(
      'hrId',
      t('currentEmployment.hrId'),
      options(choices.hrIds.data, hrId, record.employeeId),
      undefined,
      hrId && hrName.data ? hrName.data : undefined,
    ),
    select('designation', t('currentEmployment.designation'), options(choices.designations.data, designation)),
  ];

  return (
    <RecordFormDialog
      form={form}
      opened={opened}
      onClose={onClose}
      title={mode === 'create' ? t('currentEmployment.addTitle') : t('currentEmployment.editTitle')}
      schema={currentEmploymentSchema}
      fields={fields}
      blank={values}
      editing={mode === 'update' ? values : null}
      onSubmit={submit}
      submitLabel={mode === 'create' ? t('common.add') : t('common.save')}
    />
  );
}
