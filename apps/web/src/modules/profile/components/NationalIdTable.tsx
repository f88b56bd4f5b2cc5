import { NATIONAL_ID_TYPE_LABELS, type NationalIdView } from '@hrms/shared';
import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { EditIcon, TrashIcon } from '../../../ui/icons';

type Props = {
  rows: NationalIdView[];
  /** Admins only. */
  onEdit?: (row: NationalIdView) => void;
  onDelete?: (row: NationalIdView) => void;
};

/** The national IDs of /National/{id}; the first row has no delete icon (spec 1 §4). */
export function NationalIdTable({ rows, onEdit, onDelete }: Props) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label="National IDs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID Type</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>ID Number</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Primary</Table.Th>
            {actions && <Table.Th w={100}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const label = NATIONAL_ID_TYPE_LABELS[row.nationalIdType];
            return (
              <Table.Tr key={row.unid}>
                <Table.Td fw={500}>{label}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ff="monospace">{row.nationalIDNum}</Table.Td>
                <Table.Td>{row.country}</Table.Td>
                <Table.Td>{row.primary ? <Badge variant="light">Primary</Badge> : '—'}</Table.Td>
                {actions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {onEdit && (
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={() => onEdit(row)}>
                            <EditIcon size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {onDelete && index > 0 && (
                        <Tooltip label="Delete">
                          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={() => onDelete(row)}>
                            <TrashIcon size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
