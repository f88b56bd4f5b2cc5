import { type DateFormatter, nextSort, type SortState, sortRows } from '@hrms/shared';
import { Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/use-date-format';
import { SortIcon } from '../icons';
import type { Column } from './types';

type Props<Row> = {
  /** Accessible name of the table, e.g. 'Holiday list'. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The last cell of each row (edit/delete icons, View buttons…). */
  actions?: (row: Row, index: number) => ReactNode;
  actionsHeader?: string;
  /** Client-side sorting from this initial state; ignored when `sort` is controlled. */
  defaultSort?: SortState | null;
  /** Server-side sorting: the table only reports header clicks. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Below this width the table scrolls sideways on desktop; on phones rows stack as cards instead. */
  minWidth?: number;
  /** Marks a row (e.g. the selected or highlighted one). */
  rowProps?: (row: Row) => {
    style?: React.CSSProperties;
    'data-active'?: boolean;
    'data-testid'?: string;
    /** A row a page opens on (e.g. a notification's request): its DOM id, focusable, aria-current. */
    id?: string;
    tabIndex?: number;
    'aria-current'?: boolean;
    'data-highlighted'?: boolean;
  };
  /** `data-testid` of the table (or of the card list on phones). */
  testId?: string;
};

function cell<Row>(column: Column<Row>, row: Row, dates: DateFormatter): ReactNode {
  const shown = cellContent(column, row, dates);
  // typed text keeps its own direction in a right-to-left page ("149/A, Residency Road")
  return typeof shown === 'string' ? <bdi>{shown}</bdi> : shown;
}

function cellContent<Row>(column: Column<Row>, row: Row, dates: DateFormatter): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (column.format === 'date') return dates.date(value as string | null);
  if (column.format === 'dateTime') return dates.dateTime(value as string | null);
  return String(value ?? '');
}

/**
 * The product's one table: declared columns, optional sortable headers, an actions cell, and on phones
 * each row as a card of label/value lines so no column is clipped off-screen.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { label, columns, rows, rowKey, actions, minWidth = 700 } = props;
  const { t } = useTranslation();
  const actionsHeader = props.actionsHeader ?? t('common.actions');
  const phone = useMediaQuery('(max-width: 48em)');
  const dates = useDateFormat();
  const [localSort, setLocalSort] = useState<SortState | null>(props.defaultSort ?? null);
  const controlled = props.onSortChange !== undefined;
  const sort = controlled ? (props.sort ?? null) : localSort;
  const shown = useMemo(() => (controlled ? [...rows] : sortRows(rows, columns, sort)), [controlled, rows, columns, sort]);

  const clickHeader = (key: string) => {
    const next = nextSort(sort, key);
    if (controlled) props.onSortChange?.(next);
    else setLocalSort(next);
  };

  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label={label} data-testid={props.testId}>
        {shown.map((row, index) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm" role="listitem" {...props.rowProps?.(row)}>
            <Stack gap={4}>
              {columns
                .filter((column) => !column.hideOnCard)
                .map((column) => {
                  const value = cell(column, row, dates);
                  // a cell a row does not have (e.g. no checkbox on a decided week) leaves no empty line
                  if (value === null) return null;
                  return (
                    <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="xs" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                        {column.cardHeader ?? column.header}
                      </Text>
                      <Text size="sm" component="div" style={{ wordBreak: 'break-word', minWidth: 0 }}>
                        {value}
                      </Text>
                    </Group>
                  );
                })}
              {actions && <Group justify="flex-end">{actions(row, index)}</Group>}
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable !== false && (column.sortValue || controlled) ? (
                    <UnstyledButton onClick={() => clickHeader(column.key)} fw={700} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {column.header}
                        <SortIcon size={14} sorted={direction} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
            {actions && <Table.Th>{actionsHeader}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row, index) => (
            <Table.Tr key={rowKey(row)} {...props.rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {cell(column, row, dates)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(row, index)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
