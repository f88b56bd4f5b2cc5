import {
  type Assignment,
  type AssignmentInput,
  type AssignmentRecord,
  assignmentSchema,
  ASSIGNMENT_MESSAGES as M,
} from '@hrms/shared';
import { Alert } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Option = { value: string; label: string };

const fields = (people: Option[]): FieldSpec<AssignmentInput>[] => [
  { name: 'employeeId', label: 'Employee', kind: 'select', options: people, required: true, placeholder: 'Choose the employee' },
  {
    name: 'employeeDesignation',
    label: 'Designation',
    maxLength: 20,
    placeholder: 'From current employment',
    description: 'Role on this project; left empty, the current designation is used.',
  },
  { name: 'projectCode', label: 'Project Code', required: true, readOnly: true },
  { name: 'comments', label: 'Comments', maxLength: 100 },
  { name: 'startDate', label: 'Start Date', kind: 'date', required: true },
  { name: 'endDate', label: 'End Date', kind: 'date', required: true },
  { name: 'shiftStartTime', label: 'Shift Start Time', kind: 'time', required: true },
  { name: 'shiftEndTime', label: 'Shift End Time', kind: 'time', required: true },
];

type Props = {
  opened: boolean;
  onClose: () => void;
  projectCode: string;
  editing: AssignmentRecord | null;
  people: Option[];
  onSubmit: (values: Assignment, mode: 'create' | 'update') => Promise<void>;
};

/** Add/edit an assignment of the project (spec 2 §5): a real employee, dates with the end after the start, shift times. */
export function AssignmentDialog({ opened, onClose, projectCode, editing, people, onSubmit }: Props) {
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
      title={editing ? 'Edit Assignment' : 'Add Assignment'}
      schema={assignmentSchema}
      fields={fields(people)}
      blank={blank}
      editing={values}
      onSubmit={onSubmit}
      onInvalid={() => setInvalid(true)}
    >
      {() =>
        invalid && (
          <Alert color="red" mt="md" role="alert">
            {M.fillAll}
          </Alert>
        )
      }
    </RecordFormDialog>
  );
}
