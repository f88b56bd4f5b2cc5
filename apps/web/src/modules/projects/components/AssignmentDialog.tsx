import {
  type Assignment,
  type AssignmentInput,
  type AssignmentRecord,
  assignmentSchema,
  ASSIGNMENT_MESSAGES as M,
} from '@hrms/shared';
import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';
import { personField } from '../../employees';

const fields = (t: TFunction, editing: AssignmentRecord | null): FieldSpec<AssignmentInput>[] => [
  {
    name: 'employeeId',
    label: t('projects.assignments.employee'),
    required: true,
    placeholder: t('projects.assignments.chooseEmployee'),
    // found by name or id on the server, among everyone (a select of the first 500 missed the rest)
    render: personField((id) => (editing?.employeeId === id ? editing.employeeName : undefined)),
  },
  {
    name: 'employeeDesignation',
    label: t('projects.assignments.columns.employeeDesignation'),
    maxLength: 20,
    placeholder: t('projects.assignments.designationPlaceholder'),
    description: t('projects.assignments.designationHelp'),
  },
  { name: 'projectCode', label: t('projects.assignments.columns.projectCode'), required: true, readOnly: true },
  { name: 'comments', label: t('projects.assignments.columns.comments'), maxLength: 100 },
  { name: 'startDate', label: t('projects.assignments.columns.startDate'), kind: 'date', required: true },
  { name: 'endDate', label: t('projects.assignments.columns.endDate'), kind: 'date', required: true },
  { name: 'shiftStartTime', label: t('projects.assignments.columns.shiftStartTime'), kind: 'time', required: true },
  { name: 'shiftEndTime', label: t('projects.assignments.columns.shiftEndTime'), kind: 'time', required: true },
];

type Props = {
  opened: boolean;
  onClose: () => void;
  projectCode: string;
  editing: AssignmentRecord | null;
  onSubmit: (values: Assignment, mode: 'create' | 'update') => Promise<void>;
};

/** Add/edit an assignment of the project (spec 2 §5): a real employee, dates with the end after the start, shift times. */
export function AssignmentDialog({ opened, onClose, projectCode, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (opened) setInvalid(false);
  }, [opened]);
  const blank = useMemo<AssignmentInput>(
    () => ({
      employeeId: '',
      employeeDesignation: '',
      projectCode,
      startDate: '',
      endDate: '',
      shiftStartTime: '09:00',
      shiftEndTime: '18:00',
      comments: '',
    }),
    [projectCode],
  );
  const values = useMemo<AssignmentInput | null>(() => {
    if (!editing) return null;
    const { id: _id, employeeName: _name, ...rest } = editing;
    return rest;
  }, [editing]);

  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('projects.assignments.edit') : t('projects.assignments.add')}
      schema={assignmentSchema}
      fields={fields(t, editing)}
      blank={blank}
      editing={values}
      onSubmit={onSubmit}
      onInvalid={() => setInvalid(true)}
    >
      {() =>
        invalid && (
          <Alert color="red" mt="md" role="alert">
            {translateMessage(M.fillAll)}
          </Alert>
        )
      }
    </RecordFormDialog>
  );
}
