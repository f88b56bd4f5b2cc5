import {
  APPROVAL_MESSAGES,
  type RequestFilters as Filters,
  filterProfileRequests,
  type ProfileChangeRequest,
  pageOf,
  profileFieldLabel,
} from '@hrms/shared';
import { Center, Loader, Paper, Stack, Table, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { displayValue } from './display';
import { RequestFilters } from './RequestFilters';
import { StatusBadge } from './StatusBadge';
import { TablePager } from './TablePager';

type Props = {
  title: string;
  rows: readonly ProfileChangeRequest[];
  pageSize: number;
  /** Dropdown filters besides the search box (approval screens). */
  dropdowns?: boolean;
  showComments?: boolean;
  renderActions?: (row: ProfileChangeRequest) => ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  testId: string;
};

/** One titled table of profile-change requests with its filters, client-side pages and pager. */
export function ProfileRequestsTable({
  title,
  rows,
  pageSize,
  dropdowns = false,
  showComments = false,
  renderActions,
  loading,
  error,
  onRetry,
  testId,
}: Props) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const filtered = filterProfileRequests(rows, filters);
  const current = pageOf(filtered, page, pageSize);

  let body: ReactNode;
  if (loading) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (filtered.length === 0) {
    body = <EmptyState>{APPROVAL_MESSAGES.noResults}</EmptyState>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={renderActions || showComments ? 860 : 760}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee ID</Table.Th>
              <Table.Th>Employee Name</Table.Th>
              <Table.Th>Field Name</Table.Th>
              <Table.Th>Old Value</Table.Th>
              <Table.Th>New Value</Table.Th>
              <Table.Th>Status</Table.Th>
              {showComments && <Table.Th>Comments</Table.Th>}
              {renderActions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`${testId}-row`}>
                <Table.Td>{row.employeeId}</Table.Td>
                <Table.Td>{row.employeeName}</Table.Td>
                <Table.Td>{profileFieldLabel(row.fieldName)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{displayValue(row.fieldName, row.oldValue)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{displayValue(row.fieldName, row.newValue)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
                {showComments && <Table.Td style={{ overflowWrap: 'break-word' }}>{row.comments || '—'}</Table.Td>}
                {renderActions && <Table.Td>{renderActions(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <RequestFilters
          rows={rows}
          value={filters}
          dropdowns={dropdowns}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {body}
        {!loading && !error && (
          <TablePager page={current.page} pageCount={current.pageCount} onPage={setPage} testId={`${testId}-page`} />
        )}
      </Stack>
    </Paper>
  );
}
