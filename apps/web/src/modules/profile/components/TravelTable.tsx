import type { TravelRecord } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  record: TravelRecord;
  /** Admins only. */
  onEdit?: () => void;
};

/** The one passport record of /Travel/{id} (spec 1 §2.12). */
export function TravelTable({ record, onEdit }: Props) {
  const { t } = useTranslation();
  const columns: Column<TravelRecord>[] = [
    { key: 'passportNumber', header: t('travel.passportNumber') },
    { key: 'issueDate', header: t('travel.issueDate'), nowrap: true, format: 'date' },
    { key: 'expireDate', header: t('travel.expiryDate'), nowrap: true, format: 'date' },
    { key: 'placeOfIssue', header: t('travel.placeOfIssue') },
    { key: 'country', header: t('travel.country') },
    { key: 'issuingAuthority', header: t('travel.issuingAuthority') },
  ];
  return (
    <DataTable
      label={t('travel.table')}
      columns={columns}
      rows={[record]}
      rowKey={(row) => row.passportNumber}
      minWidth={760}
      actions={onEdit ? () => <RowActions label={t('travel.passport')} onEdit={onEdit} /> : undefined}
    />
  );
}
