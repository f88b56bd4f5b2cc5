import { Button, type ComboboxData, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { QueryBody } from '../../../ui/records';
import { DepartmentFilter } from './DepartmentFilter';

type Props<Data, Grouping extends string> = {
  title: string;
  description: string;
  /** The report's own filters, before its grouping and department. */
  filters?: ReactNode;
  /** How the figures are grouped (one way always chosen): the ways with their labels, and the choice's width. */
  groupBy: { value: Grouping; onChange: (grouping: Grouping) => void; data: ComboboxData; w: number };
  /** All departments (''), or one. */
  department: { value: string; onChange: (departmentId: string) => void };
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  /** The chart and the table of the loaded figures. */
  children: (data: Data) => ReactNode;
  onDownload: () => Promise<void>;
};

/** One report: its filters, grouping, department and Excel download, then the chart and the table, with the usual load states. */
export function ReportPanel<Data, Grouping extends string>(props: Props<Data, Grouping>) {
  const { title, description, filters, groupBy, department, query, isEmpty, children, onDownload } = props;
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
          <Select
            label={t('tools.groupBy')}
            w={groupBy.w}
            data={groupBy.data}
            value={groupBy.value}
            onChange={(value) => value && groupBy.onChange(value as Grouping)}
            allowDeselect={false}
          />
          <DepartmentFilter value={department.value} onChange={department.onChange} />
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
