import { EMPLOYEE_IMPORT_COLUMNS, type ImportDryRun } from '@hrms/shared';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../ui/records/DataTable';
import type { Column } from '../../../ui/records/types';

type Refused = { row: number; cells: Record<string, string>; problems: { field: string; message: string }[] };

/** The refused rows as uploaded: each offending cell marked red, with every problem of the row listed. */
export function RefusedRowsTable({ result }: { result: ImportDryRun }) {
  const rows = useMemo<Refused[]>(
    () =>
      result.refusedRows.map(({ row, cells }) => ({
        row,
        cells,
        problems: result.errors.filter((e) => e.row === row).map(({ field, message }) => ({ field, message })),
      })),
    [result],
  );
  const columns = useMemo<Column<Refused>[]>(() => {
    const used = EMPLOYEE_IMPORT_COLUMNS.filter((c) => rows.some((r) => r.cells[c] || r.problems.some((p) => p.field === c)));
    return [
      { key: 'row', header: 'Row', nowrap: true, render: (r) => r.row },
      {
        key: 'problems',
        header: 'Problems',
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
              {r.cells[c] || (bad ? '(blank)' : '')}
            </Text>
          );
        },
      })),
    ];
  }, [rows]);
  return <DataTable label="Refused rows" columns={columns} rows={rows} rowKey={(r) => r.row} minWidth={1100} />;
}
