import type { NationalIdView } from '@hrms/shared';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: NationalIdView[];
  /** Admins only. */
  onEdit?: (row: NationalIdView) => void;
  onDelete?: (row: NationalIdView) => void;
};

/** The national IDs of /National/{id}; the first row has no delete icon (spec 1 §4). */
export function NationalIdTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<NationalIdView>[] = [
    { key: 'nationalIdType', header: t('nationalId.idType'), render: (row) => t(`nationalId.types.${row.nationalIdType}`) },
    { key: 'name', header: t('nationalId.name') },
    {
      key: 'nationalIDNum',
      header: t('nationalId.idNumber'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.nationalIDNum}
        </Text>
      ),
    },
    { key: 'country', header: t('nationalId.country') },
    {
      key: 'primary',
      header: t('nationalId.primary'),
      render: (row) => (row.primary ? <Badge variant="light">{t('nationalId.primary')}</Badge> : '—'),
    },
  ];
  return (
    <DataTable
      label={t('nationalId.table')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.unid}
      minWidth={640}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={t(`nationalId.types.${row.nationalIdType}`)}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
