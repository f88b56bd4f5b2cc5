import {
  DELIVERABLE_STATUS_LABELS,
  DELIVERABLE_STATUSES,
  type DeliverableInput,
  deliverableSchema,
  type PerformanceInput,
  performanceSchema,
} from '@hrms/shared';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

const PERFORMANCE_FIELDS: FieldSpec<PerformanceInput>[] = [
  { name: 'employeeId', label: 'Employee ID', readOnly: true, required: true },
  { name: 'managerId', label: 'Manager ID', readOnly: true },
  { name: 'performanceId', label: 'Performance ID', required: true, maxLength: 50, placeholder: 'e.g. PERF-2026-H2' },
  { name: 'comments', label: 'Comments', kind: 'textarea', wide: true, maxLength: 2000 },
];

type PerformanceProps = {
  opened: boolean;
  onClose: () => void;
  employeeId: string;
  managerId: string;
  onSubmit: (values: ReturnType<typeof performanceSchema.parse>) => Promise<void>;
};

/** Add Performance: performance id required; employee and manager ids read-only (spec 3 §5). */
export function AddPerformanceDialog({ opened, onClose, employeeId, managerId, onSubmit }: PerformanceProps) {
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title="Add Performance"
      schema={performanceSchema}
      fields={PERFORMANCE_FIELDS}
      blank={{ employeeId, managerId, performanceId: '', comments: '' }}
      editing={null}
      onSubmit={(values) => onSubmit(values)}
      submitLabel="Submit"
    />
  );
}

const DELIVERABLE_FIELDS: FieldSpec<DeliverableInput>[] = [
  { name: 'employeeId', label: 'Employee ID', readOnly: true, required: true },
  { name: 'performanceId', label: 'Performance ID', readOnly: true, required: true },
  { name: 'deliverableTitle', label: 'Deliverable Title', required: true, wide: true, maxLength: 200 },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true, maxLength: 2000 },
  { name: 'measurementCriteria', label: 'Measurement Criteria', kind: 'textarea', wide: true, maxLength: 1000 },
  { name: 'expectedCompletedDate', label: 'Expected Completed Date', kind: 'date' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: DELIVERABLE_STATUSES.map((value) => ({ value, label: DELIVERABLE_STATUS_LABELS[value] })),
  },
];

type DeliverableProps = {
  opened: boolean;
  onClose: () => void;
  blank: DeliverableInput;
  editing: DeliverableInput | null;
  onSubmit: (values: ReturnType<typeof deliverableSchema.parse>) => Promise<void>;
};

/** The deliverable form: employee id, performance id and title required; status INPROGRESS or Completed. */
export function DeliverableDialog({ opened, onClose, blank, editing, onSubmit }: DeliverableProps) {
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Deliverable' : 'Add Deliverable'}
      schema={deliverableSchema}
      fields={DELIVERABLE_FIELDS}
      blank={blank}
      editing={editing}
      onSubmit={(values) => onSubmit(values)}
      submitLabel={editing ? 'Update' : 'Submit'}
    />
  );
}
