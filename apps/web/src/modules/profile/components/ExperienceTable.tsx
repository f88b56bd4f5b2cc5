import type { ExperienceRecord } from '@hrms/shared';
import { Table } from '@mantine/core';
import { RowActions } from '../../../ui/records';

type Props = {
  rows: ExperienceRecord[];
  /** Admins only. */
  onEdit?: (row: ExperienceRecord) => void;
  onDelete?: (row: ExperienceRecord) => void;
};

/** Previous employment on /experience/{id}; the first row has no delete icon (spec 1 §4). */
export function ExperienceTable({ rows, onEdit, onDelete }: Props) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" aria-label="Experience details">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Experience ID</Table.Th>
            <Table.Th>Designation</Table.Th>
            <Table.Th>Date of Joining</Table.Th>
            <Table.Th>Date of Exit</Table.Th>
            <Table.Th>Experience</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Country</Table.Th>
            {actions && <Table.Th w={90}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.experienceId}>
              <Table.Td fw={500}>{row.organisationName}</Table.Td>
              <Table.Td ff="monospace">{row.experienceId}</Table.Td>
              <Table.Td>{row.designation}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.doj}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.doe}</Table.Td>
              <Table.Td>{row.experience}</Table.Td>
              <Table.Td>{row.state}</Table.Td>
              <Table.Td>{row.country}</Table.Td>
              {actions && (
                <Table.Td>
                  <RowActions
                    label={row.organisationName}
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
