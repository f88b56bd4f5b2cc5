import { EMPLOYEE_IMPORT_COLUMNS, type ImportDryRun } from '@hrms/shared';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { DataTable } from '../../../ui/records/DataTable';
import type { Column } from '../../../ui/records/types';

type Refused = { row: number; cells: Record<string, string>; problems: { field: string; message: string }[] };

/** The refused rows as uploaded: each offending cell marked red, with every problem of the row listed. */
export function RefusedRowsTable({ result }: { result: ImportDryRun }) {
  const { t } = useTranslation();
  const rows = useMemo<Refused[]>(
    () =>
      result.refusedRows.map(({ row, cells }) => ({
        row,
        cells,
        problems: result.errors
          .filter((e) => e.row === row)
          .map(({ field, message }) => ({ field, message: translateMessage(message) })),
      })),
    [result],
  );
  const columns = useMemo<Column<Refused>[]>(() => {
    const used = EMPLOYEE_IMPORT_COLUMNS.filter((c) => rows.some((r) => r.cells[c] || r.problems.some((p) => p.field === c)));
    return [
      { key: 'row', header: t('tools.imports.row'), nowrap: true, render: (r) => r.row },
      {
        key: 'problems',
        header: t('tools.imports.problems'),
        width: 280,
        render: (r) => r.problems.map((p) => <Text key={`${p.field}:${p.message}`} size="xs">{`${p.field}: ${p.message}`}</Text>),
      },
      ...used.map<Column<Refused>>((c) => ({
        key: c,
        header: c,
        nowrap: true,
        render: (r) => {
          const bad = r.problems.some((p) => p.field === c);
          return (
            <Text
              size="sm"
              span
              data-invalid={bad || undefined}
              px={4}
              style={
                bad
                  ? { background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)', borderRadius: 4 }
                  : undefined
              }
            >
              {r.cells[c] || (bad ? t('tools.imports.blank') : '')}
            </Text>
          );
        },
      })),
    ];
  }, [rows, t]);
  return <DataTable label={t('tools.imports.refusedRows')} columns={columns} rows={rows} rowKey={(r) => r.row} minWidth={1100} />;
}
