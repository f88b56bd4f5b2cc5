import type { FamilyMemberRecord } from '@hrms/shared';
import { Table } from '@mantine/core';
import { RowActions } from '../../../ui/records';

type Props = {
  rows: FamilyMemberRecord[];
  /** Admins only. */
  onEdit?: (row: FamilyMemberRecord) => void;
  onDelete?: (row: FamilyMemberRecord) => void;
};

/** Name, Relation, Phone Number (spec 1 §2.8); the first member has no delete icon (spec 1 §4). */
export function FamilyTable({ rows, onEdit, onDelete }: Props) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table striped verticalSpacing="xs" aria-label="Family details">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Relation</Table.Th>
            <Table.Th>Phone Number</Table.Th>
            {actions && <Table.Th w={90}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.memberId}>
              <Table.Td fw={500}>{row.name}</Table.Td>
              <Table.Td>{row.relation}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.countryCode} {row.phoneNumber}
              </Table.Td>
              {actions && (
                <Table.Td>
                  <RowActions
                    label={row.name}
                    onEdit={onEdit && (() => onEdit(row))}
                    onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
