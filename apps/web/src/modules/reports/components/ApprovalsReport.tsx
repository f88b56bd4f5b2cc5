import type { APPROVAL_REPORT_GROUPS, ApprovalsReport as Report } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/records';
import { downloadReport, useApprovalsReport } from '../reports.api';
import { DepartmentFilter } from './DepartmentFilter';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];

/** Requests waiting for a decision now and how long they have waited, by kind or by decider. */
export function ApprovalsReport() {
  const [groupBy, setGroupBy] = useState<(typeof APPROVAL_REPORT_GROUPS)[number]>('kind');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { groupBy, departmentId };
  const query = useApprovalsReport(filters);

  return (
    <ReportPanel
      title="Approvals waiting"
      description="Open requests of every kind; age counts from filing, or from the manager's approval for HR's step."
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('approvals', filters)}
      filters={
        <>
          <Select
            label="Group by"
            w={150}
            data={[
              { value: 'kind', label: 'Kind' },
              { value: 'decider', label: 'Decider' },
            ]}
            value={groupBy}
            onChange={(value) => setGroupBy((value as typeof groupBy) ?? 'kind')}
            allowDeselect={false}
          />
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </>
      }
    >
      {(data) => (
        <>
          <BarChart
            h={260}
            data={data.rows.map((r) => ({ ...r, label: r.name || r.key }))}
            dataKey="label"
            series={[
              { name: 'waiting', label: 'Waiting', color: 'orange.6' },
              { name: 'oldestDays', label: 'Oldest (days)', color: 'red.6' },
            ]}
            withLegend
            role="img"
            aria-label="Approvals waiting chart"
          />
          <DataTable<Row>
            label="Approvals waiting"
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              { key: 'key', header: groupBy === 'kind' ? 'Kind' : 'Decider ID', sortValue: (r) => r.key, nowrap: true },
              { key: 'name', header: 'Name', sortValue: (r) => r.name },
              { key: 'waiting', header: 'Waiting', sortValue: (r) => r.waiting },
              { key: 'oldestDays', header: 'Oldest (days)', sortValue: (r) => r.oldestDays },
              { key: 'averageDays', header: 'Average (days)', sortValue: (r) => r.averageDays },
            ]}
            minWidth={520}
          />
        </>
      )}
    </ReportPanel>
  );
}
