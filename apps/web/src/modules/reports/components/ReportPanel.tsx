import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { QueryBody } from '../../../ui/records';

type Props<Data> = {
  title: string;
  description: string;
  filters: ReactNode;
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  /** The chart and the table of the loaded figures. */
  children: (data: Data) => ReactNode;
  onDownload: () => Promise<void>;
};

/** One report: its filters and Excel download, then the chart and the table, with the usual load states. */
export function ReportPanel<Data>({ title, description, filters, query, isEmpty, children, onDownload }: Props<Data>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      notifyError(errorMessage(error, t('tools.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={3}>{title}</Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {filters}
          <Button variant="default" onClick={download} loading={busy}>
            {t('tools.downloadXlsx')}
          </Button>
        </Group>
        <QueryBody
          query={query}
          errorText={t('messages.reports.loadFailed')}
          emptyText={t('messages.reports.noData')}
          isEmpty={isEmpty}
        >
          {(data) => <Stack gap="md">{children(data)}</Stack>}
        </QueryBody>
      </Stack>
    </Paper>
  );
}
