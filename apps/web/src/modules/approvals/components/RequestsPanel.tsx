import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Pager } from '../../../ui/records';

type Props = {
  title: string;
  testId: string;
  /** The filters above the table (RequestFilters). */
  filters: ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** No row passes the filters: 'no results' instead of the table. */
  empty: boolean;
  /** The page's rows as a DataTable. */
  table: ReactNode;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
};

/** One titled table of requests: its filters, then a spinner, the error with retry, 'no results' or the table, and the pager. */
export function RequestsPanel({ title, testId, filters, loading, error, onRetry, empty, table, page, pageCount, onPage }: Props) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (loading)
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  else if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (empty) body = <EmptyState>{t('messages.approvals.noResults')}</EmptyState>;
  else body = <div data-testid={`${testId}-table`}>{table}</div>;

  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {filters}
        {body}
        {!loading && !error && <Pager page={page} pageCount={pageCount} onPage={onPage} testId={`${testId}-page`} />}
      </Stack>
    </Paper>
  );
}
