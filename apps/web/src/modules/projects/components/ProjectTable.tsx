import type { ProjectRecord } from '@hrms/shared';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

const columns = (t: TFunction): Column<ProjectRecord>[] => [
  { key: 'projectCode', header: t('projects.fields.projectCode'), nowrap: true, sortValue: (p) => p.projectCode },
  { key: 'projectName', header: t('projects.fields.projectName'), sortValue: (p) => p.projectName },
  {
    key: 'manager',
    header: t('projects.fields.manager'),
    sortValue: (p) => p.managerName,
    render: (p) => (
      <Text size="sm">
        {p.managerName}{' '}
        <Text span size="xs" c="dimmed">
          ({p.managerId})
        </Text>
      </Text>
    ),
  },
  { key: 'client', header: t('projects.fields.client'), sortValue: (p) => p.client },
  {
    key: 'billability',
    header: t('projects.fields.billability'),
    render: (p) => (
      <Badge variant="light" color={p.billability === 'Yes' ? 'teal' : 'gray'}>
        {t(`projects.billabilityOptions.${p.billability}`, { defaultValue: p.billability })}
      </Badge>
    ),
  },
  { key: 'billabilityLocation', header: t('projects.fields.location') },
  {
    key: 'description',
    header: t('projects.fields.description'),
    render: (p) => (
      <Text size="sm" lineClamp={2} title={p.description}>
        {p.description}
      </Text>
    ),
  },
];

type Props = {
  rows: ProjectRecord[];
  onView: (project: ProjectRecord) => void;
  onEdit?: (project: ProjectRecord) => void;
  onDelete?: (project: ProjectRecord) => void;
};

/** The project list: View opens the project's assignment table; admins also edit and delete. */
export function ProjectTable({ rows, onView, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('projects.table')}
      columns={columns(t)}
      rows={rows}
      rowKey={(p) => p.projectCode}
      defaultSort={{ key: 'projectCode', direction: 'asc' }}
      minWidth={900}
      actions={(p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onView(p)} aria-label={t('people.viewRow', { what: p.projectCode })}>
            {t('people.view')}
          </Button>
          {(onEdit || onDelete) && (
            <RowActions label={p.projectCode} onEdit={onEdit && (() => onEdit(p))} onDelete={onDelete && (() => onDelete(p))} />
          )}
        </Group>
      )}
    />
  );
}
