import { addDays, type TimesheetReport as Report, type TIMESHEET_REPORT_GROUPS, todayIso } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../ui/DateField';
import { DataTable } from '../../../ui/records';
import { downloadReport, useTimesheetReport } from '../reports.api';
import { DepartmentFilter } from './DepartmentFilter';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];
const share = (row: Row) => (row.hours ? `${Math.round((row.billableHours / row.hours) * 100)}%` : '—');

/** Hours of approved timesheet weeks by project or person, with the billable hours and share. */
export function TimesheetReport() {
  const [from, setFrom] = useState(addDays(todayIso(), -90));
  const [to, setTo] = useState(todayIso());
  const [groupBy, setGroupBy] = useState<(typeof TIMESHEET_REPORT_GROUPS)[number]>('project');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { from, to, groupBy, departmentId };
  const query = useTimesheetReport(filters, Boolean(from && to));

  return (
    <ReportPanel
      title="Approved hours"
      description="Hours from approved timesheet weeks only; billable hours are those logged on billable projects."
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('timesheets', filters)}
      filters={
        <>
          <DateField label="From" value={from} onChange={(value) => setFrom(value)} w={170} />
          <DateField label="To" value={to} onChange={(value) => setTo(value)} w={170} />
          <Select
            label="Group by"
            w={150}
            data={[
              { value: 'project', label: 'Project' },
              { value: 'employee', label: 'Person' },
            ]}
            value={groupBy}
            onChange={(value) => setGroupBy((value as typeof groupBy) ?? 'project')}
            allowDeselect={false}
          />
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </>
      }
    >
      {(data) => (
        <>
          <BarChart
            h={280}
            data={data.rows.slice(0, 30).map((r) => ({ ...r, label: r.name || r.key }))}
            dataKey="label"
            series={[
              { name: 'hours', label: 'Hours', color: 'indigo.6' },
              { name: 'billableHours', label: 'Billable hours', color: 'teal.6' },
            ]}
            withLegend
            role="img"
            aria-label="Approved hours chart"
          />
          <DataTable<Row>
            label="Approved hours"
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              { key: 'key', header: groupBy === 'project' ? 'Project' : 'Employee ID', sortValue: (r) => r.key, nowrap: true },
              { key: 'name', header: 'Name', sortValue: (r) => r.name },
              { key: 'hours', header: 'Hours', sortValue: (r) => r.hours },
              { key: 'billableHours', header: 'Billable hours', sortValue: (r) => r.billableHours },
              { key: 'share', header: 'Billable share', render: share },
            ]}
            minWidth={560}
          />
        </>
      )}
    </ReportPanel>
  );
}
