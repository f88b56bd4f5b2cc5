import { BILLABILITY_OPTIONS, type Project, type ProjectInput, type ProjectRecord, projectSchema } from '@hrms/shared';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Option = { value: string; label: string };

const BLANK: ProjectInput = {
  projectName: '',
  projectCode: '',
  managerId: '',
  managerName: '',
  description: '',
  billability: undefined as unknown as ProjectInput['billability'],
  billabilityLocation: '',
  client: '',
};

const fields = (managers: Option[]): FieldSpec<ProjectInput>[] => [
  { name: 'projectName', label: 'Project Name', required: true, maxLength: 20 },
  { name: 'projectCode', label: 'Project Code', required: true, maxLength: 20, readOnly: (mode) => mode === 'update' },
  { name: 'managerId', label: 'Manager', kind: 'select', options: managers, required: true, placeholder: 'Choose the manager' },
  { name: 'client', label: 'Client', required: true, maxLength: 50 },
  {
    name: 'billability',
    label: 'Billability',
    kind: 'select',
    options: BILLABILITY_OPTIONS,
    required: true,
    placeholder: 'Choose any one',
  },
  { name: 'billabilityLocation', label: 'Billability Location', required: true, maxLength: 20 },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, maxLength: 500, wide: true },
];

type Props = {
  opened: boolean;
  onClose: () => void;
  editing: ProjectRecord | null;
  managers: Option[];
  onSubmit: (values: Project, mode: 'create' | 'update') => Promise<void>;
};

/** Add/edit a project (spec 2 §5): the manager is picked from the organisation's employees. */
export function ProjectDialog({ opened, onClose, editing, managers, onSubmit }: Props) {
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Project' : 'Add Project'}
      schema={projectSchema}
      fields={fields(managers)}
      blank={BLANK}
      editing={editing}
      onSubmit={onSubmit}
    >
      {(form) => (
        <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', textAlign: 'right' }}>
          {String(form.watch('description') ?? '').length}/500
        </div>
      )}
    </RecordFormDialog>
  );
}
