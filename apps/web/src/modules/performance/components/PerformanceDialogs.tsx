import {
  DELIVERABLE_STATUS_LABELS,
  DELIVERABLE_STATUSES,
  type DeliverableInput,
  deliverableSchema,
  type PerformanceInput,
  performanceSchema,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

const performanceFields = (t: TFunction): FieldSpec<PerformanceInput>[] => [
  { name: 'employeeId', label: t('performance.employeeId'), readOnly: true, required: true },
  { name: 'managerId', label: t('performance.managerId'), readOnly: true },
  {
    name: 'performanceId',
    label: t('performance.performanceId'),
    required: true,
    maxLength: 50,
    placeholder: t('performance.performanceIdExample'),
  },
  { name: 'comments', label: t('performance.comments'), kind: 'textarea', wide: true, maxLength: 2000 },
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
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={t('performance.addPerformance')}
      schema={performanceSchema}
      fields={performanceFields(t)}
      blank={{ employeeId, managerId, performanceId: '', comments: '' }}
      editing={null}
      onSubmit={(values) => onSubmit(values)}
      submitLabel={t('common.submit')}
    />
  );
}

const deliverableFields = (t: TFunction): FieldSpec<DeliverableInput>[] => [
  { name: 'employeeId', label: t('performance.employeeId'), readOnly: true, required: true },
  { name: 'performanceId', label: t('performance.performanceId'), readOnly: true, required: true },
  {
    name: 'deliverableTitle',
    label: t('performance.deliverableColumns.deliverableTitle'),
    required: true,
    wide: true,
    maxLength: 200,
  },
  {
    name: 'description',
    label: t('performance.deliverableColumns.description'),
    kind: 'textarea',
    wide: true,
    maxLength: 2000,
  },
  {
    name: 'measurementCriteria',
    label: t('performance.deliverableColumns.measurementCriteria'),
    kind: 'textarea',
    wide: true,
    maxLength: 1000,
  },
  { name: 'expectedCompletedDate', label: t('performance.deliverableColumns.expectedCompletedDate'), kind: 'date' },
  {
    name: 'status',
    label: t('performance.deliverableColumns.status'),
    kind: 'select',
    options: DELIVERABLE_STATUSES.map((value) => ({
      value,
      label: t(`performance.statuses.${value}`, { defaultValue: DELIVERABLE_STATUS_LABELS[value] }),
    })),
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
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('performance.editDeliverable') : t('performance.addDeliverable')}
      schema={deliverableSchema}
      fields={deliverableFields(t)}
      blank={blank}
      editing={editing}
      onSubmit={(values) => onSubmit(values)}
      submitLabel={editing ? t('common.update') : t('common.submit')}
    />
  );
}
