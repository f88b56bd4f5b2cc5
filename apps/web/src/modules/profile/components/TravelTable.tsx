import type { TravelRecord } from '@hrms/shared';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  record: TravelRecord;
  /** Admins only. */
  onEdit?: () => void;
};

const COLUMNS: Column<TravelRecord>[] = [
  { key: 'passportNumber', header: 'Passport Number' },
  { key: 'issueDate', header: 'Issue Date', nowrap: true, format: 'date' },
  { key: 'expireDate', header: 'Expiry Date', nowrap: true, format: 'date' },
  { key: 'placeOfIssue', header: 'Place of Issue' },
  { key: 'country', header: 'Country' },
  { key: 'issuingAuthority', header: 'Issuing Authority' },
];

/** The one passport record of /Travel/{id} (spec 1 §2.12). */
export function TravelTable({ record, onEdit }: Props) {
  return (
    <DataTable
      label="Travel details"
      columns={COLUMNS}
      rows={[record]}
      rowKey={(row) => row.passportNumber}
      minWidth={760}
      actions={onEdit ? () => <RowActions label="passport" onEdit={onEdit} /> : undefined}
    />
  );
}
