import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import type { RunDiffItem } from '../payroll-engine.types';
import { useRunDiff } from '../payroll-runs.api';
import { useRupees } from './use-rupees';

/** Who is paid differently from last month's run, by how much and why (the review before locking). */
export function RunReview({ runId, ready }: { runId: string; ready: boolean }) {
  const { t } = useTranslation();
  const { rupees, change } = useRupees();
  const diff = useRunDiff(runId, ready);
  const columns: Column<RunDiffItem>[] = [
    { key: 'employeeId', header: t('pay.columns.employeeId'), nowrap: true },
    { key: 'name', header: t('pay.columns.name') },
    {
      key: 'previousNet',
      header: t('pay.columns.previousNet'),
      render: (d) => (d.previousNet === null ? '—' : rupees(d.previousNet)),
      nowrap: true,
    },
    { key: 'net', header: t('pay.totals.net'), render: (d) => rupees(d.net), nowrap: true },
    {
      key: 'change',
      header: t('pay.columns.change'),
      render: (d) => (
        <Text size="sm" fw={700} span>
          {change(d.change)}
        </Text>
      ),
      nowrap: true,
    },
    {
      key: 'reasons',
      header: t('pay.columns.reasons'),
      render: (d) => (
        <Group gap={4}>
          {d.reasons.map((reason) => (
            <Badge key={reason} variant="outline" size="sm" color="gray">
              {t(`pay.reasons.${reason}`, { defaultValue: reason })}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <QueryBody
      query={diff}
      errorText={t('pay.runs.diffFailed')}
      emptyText={diff.data?.previousRunId === null ? t('pay.runs.noPrevious') : t('pay.runs.noDiff')}
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <DataTable
          label={t('pay.runs.diffLabel')}
          columns={columns}
          rows={data.items}
          rowKey={(d) => d.employeeId}
          minWidth={760}
          testId="run-diff"
        />
      )}
    </QueryBody>
  );
}
