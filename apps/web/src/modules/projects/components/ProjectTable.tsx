import type { ProjectRecord } from '@hrms/shared';
import { Badge, Button, Group, Text } from '@mantine/core';
import { type Column, DataTable, RowActions } from '../../../ui/records';

const columns: Column<ProjectRecord>[] = [
  { key: 'projectCode', header: 'Project Code', nowrap: true, sortValue: (p) => p.projectCode },
  { key: 'projectName', header: 'Project Name', sortValue: (p) => p.projectName },
  {
    key: 'manager',
    header: 'Manager',
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
  { key: 'client', header: 'Client', sortValue: (p) => p.client },
  {
    key: 'billability',
    header: 'Billability',
    render: (p) => (
      <Badge variant="light" color={p.billability === 'Yes' ? 'teal' : 'gray'}>
        {p.billability}
      </Badge>
    ),
  },
  { key: 'billabilityLocation', header: 'Location' },
  {
    key: 'description',
    header: 'Description',
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
  return (
    <DataTable
      label="Project list"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.projectCode}
      defaultSort={{ key: 'projectCode', direction: 'asc' }}
      minWidth={900}
      actions={(p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onView(p)} aria-label={`View ${p.projectCode}`}>
            View
          </Button>
          {(onEdit || onDelete) && (
            <RowActions label={p.projectCode} onEdit={onEdit && (() => onEdit(p))} onDelete={onDelete && (() => onDelete(p))} />
          )}
        </Group>
      )}
    />
  );
}
