import type { APPROVAL_REPORT_GROUPS, ApprovalsReport as Report } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/records';
import { downloadReport, useApprovalsReport } from '../reports.api';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];

/** Requests waiting for a decision now and how long they have waited, by kind or by decider. */
export function ApprovalsReport() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<(typeof APPROVAL_REPORT_GROUPS)[number]>('kind');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { groupBy, departmentId };
  const query = useApprovalsReport(filters);
  // a kind by its name in the user's language (the server's noun for kinds without one), never its code
  const kindName = (row: Row) =>
    t(`dashboard.kinds.${row.key}`, { defaultValue: row.name.charAt(0).toUpperCase() + row.name.slice(1) });
  const label = (row: Row) => (groupBy === 'kind' ? kindName(row) : row.name || row.key);

  return (
    <ReportPanel
      title={t('tools.reports.approvals.title')}
      description={t('tools.reports.approvals.description')}
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('approvals', filters)}
      groupBy={{
        value: groupBy,
        onChange: setGroupBy,
        data: [
          { value: 'kind', label: t('tools.reports.approvals.groups.kind') },
          { value: 'decider', label: t('tools.reports.approvals.groups.decider') },
        ],
        w: 150,
      }}
      department={{ value: departmentId, onChange: setDepartmentId }}
    >
      {(data) => (
        <>
          <BarChart
            h={260}
            data={data.rows.map((r) => ({ ...r, label: label(r) }))}
            dataKey="label"
            series={[
              { name: 'waiting', label: t('tools.reports.approvals.waiting'), color: 'orange.6' },
              { name: 'oldestDays', label: t('tools.reports.approvals.oldestDays'), color: 'red.6' },
            ]}
            withLegend
            role="img"
            aria-label={t('tools.reports.approvals.chart')}
          />
          <DataTable<Row>
            label={t('tools.reports.approvals.title')}
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              ...(groupBy === 'kind'
                ? [{ key: 'key', header: t('tools.reports.approvals.groups.kind'), render: kindName, sortValue: kindName }]
                : [
                    { key: 'key', header: t('tools.reports.approvals.deciderId'), sortValue: (r: Row) => r.key, nowrap: true },
                    { key: 'name', header: t('tools.name'), sortValue: (r: Row) => r.name },
                  ]),
              { key: 'waiting', header: t('tools.reports.approvals.waiting'), sortValue: (r) => r.waiting },
              { key: 'oldestDays', header: t('tools.reports.approvals.oldestDays'), sortValue: (r) => r.oldestDays },
              { key: 'averageDays', header: t('tools.reports.approvals.averageDays'), sortValue: (r) => r.averageDays },
            ]}
            minWidth={520}
          />
        </>
      )}
    </ReportPanel>
  );
}
