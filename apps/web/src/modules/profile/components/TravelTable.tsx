import type { TravelRecord } from '@hrms/shared';
import { Table } from '@mantine/core';
import { RowActions } from '../../../ui/records';

type Props = {
  record: TravelRecord;
  /** Admins only. */
  onEdit?: () => void;
};

/** The one passport record of /Travel/{id} (spec 1 §2.12). */
export function TravelTable({ record, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label="Travel details">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Passport Number</Table.Th>
            <Table.Th>Issue Date</Table.Th>
            <Table.Th>Expiry Date</Table.Th>
            <Table.Th>Place of Issue</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Issuing Authority</Table.Th>
            {onEdit && <Table.Th w={70}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td ff="monospace" fw={500}>
              {record.passportNumber}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{record.issueDate}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{record.expireDate}</Table.Td>
            <Table.Td>{record.placeOfIssue}</Table.Td>
            <Table.Td>{record.country}</Table.Td>
            <Table.Td>{record.issuingAuthority}</Table.Td>
            {onEdit && (
              <Table.Td>
                <RowActions label="passport" onEdit={onEdit} />
              </Table.Td>
            )}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
