import { BILLABILITY_OPTIONS, type Project, type ProjectInput, type ProjectRecord, projectSchema } from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';
import { personField } from '../../employees';

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

const fields = (t: TFunction, editing: ProjectRecord | null): FieldSpec<ProjectInput>[] => [
  { name: 'projectName', label: t('projects.fields.projectName'), required: true, maxLength: 20 },
  {
    name: 'projectCode',
    label: t('projects.fields.projectCode'),
    required: true,
    maxLength: 20,
    readOnly: (mode) => mode === 'update',
  },
  {
    name: 'managerId',
    label: t('projects.fields.manager'),
    required: true,
    placeholder: t('projects.chooseManager'),
    // found by name or id on the server, among everyone (a select of the first 500 missed the rest)
    render: personField((id) => (editing?.managerId === id ? editing.managerName : undefined)),
  },
  { name: 'client', label: t('projects.fields.client'), required: true, maxLength: 50 },
  {
    name: 'billability',
    label: t('projects.fields.billability'),
    kind: 'select',
    options: BILLABILITY_OPTIONS.map((value) => ({ value, label: t(`projects.billabilityOptions.${value}`) })),
    required: true,
    placeholder: t('projects.chooseAnyOne'),
  },
  { name: 'billabilityLocation', label: t('projects.fields.billabilityLocation'), required: true, maxLength: 20 },
  { name: 'description', label: t('projects.fields.description'), kind: 'textarea', required: true, maxLength: 500, wide: true },
];

type Props = {
  opened: boolean;
  onClose: () => void;
  editing: ProjectRecord | null;
  onSubmit: (values: Project, mode: 'create' | 'update') => Promise<void>;
};

/** Add/edit a project (spec 2 §5): the manager is picked from the organisation's employees, by name or id. */
export function ProjectDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('projects.editProject') : t('projects.addProject')}
      schema={projectSchema}
      fields={fields(t, editing)}
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
