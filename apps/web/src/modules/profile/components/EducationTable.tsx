import { EDUCATION_LEVEL_LABELS, type EducationRecord } from '@hrms/shared';
import { Table } from '@mantine/core';
import { RowActions } from './RowActions';

type Props = {
  rows: EducationRecord[];
  /** Admins only. */
  onEdit?: (row: EducationRecord) => void;
  onDelete?: (row: EducationRecord) => void;
};

/** The education records of /educationDetails/{id}; the first row has no delete icon (spec 1 §4). */
export function EducationTable({ rows, onEdit, onDelete }: Props) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="xs" aria-label="Education details">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Education</Table.Th>
            <Table.Th>School / College</Table.Th>
            <Table.Th>Board / University</Table.Th>
            <Table.Th>Degree</Table.Th>
            <Table.Th>Majors</Table.Th>
            <Table.Th>Year of Pass</Table.Th>
            <Table.Th>Certification Date</Table.Th>
            <Table.Th>Percentage</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Country</Table.Th>
            {actions && <Table.Th w={90}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const label = EDUCATION_LEVEL_LABELS[row.education];
            return (
              <Table.Tr key={row.education}>
                <Table.Td fw={500}>{label}</Table.Td>
                <Table.Td>{row.institutionName}</Table.Td>
                <Table.Td>{row.universityName}</Table.Td>
                <Table.Td>{row.degree}</Table.Td>
                <Table.Td>{row.majors}</Table.Td>
                <Table.Td>{row.yearOfPass}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.certificationDate}</Table.Td>
                <Table.Td>{row.percentage}</Table.Td>
                <Table.Td>{row.state}</Table.Td>
                <Table.Td>{row.country}</Table.Td>
                {actions && (
                  <Table.Td>
                    <RowActions
                      label={label}
                      onEdit={onEdit && (() => onEdit(row))}
                      onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
                    />
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
