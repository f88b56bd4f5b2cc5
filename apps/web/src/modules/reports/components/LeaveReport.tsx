import { LEAVE_REPORT_GROUPS, type LeaveReport as Report } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/records';
import { downloadReport, useLeaveReport } from '../reports.api';
import { DepartmentFilter } from './DepartmentFilter';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];
const GROUP_LABELS: Record<(typeof LEAVE_REPORT_GROUPS)[number], string> = {
  leaveType: 'Leave type',
  department: 'Department',
  month: 'Month',
};
const thisYear = new Date().getUTCFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => String(thisYear - i));

/** Approved leave of a year: days (half days count half) and people, by type, department or month. */
export function LeaveReport() {
  const [year, setYear] = useState(String(thisYear));
  const [groupBy, setGroupBy] = useState<(typeof LEAVE_REPORT_GROUPS)[number]>('leaveType');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { year, groupBy, departmentId };
  const query = useLeaveReport(filters);

  return (
    <ReportPanel
      title="Leave taken"
      description="Approved leave starting in the year; cancelled, rejected and waiting requests are left out."
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('leave', filters)}
      filters={
        <>
          <Select
            label="Year"
            w={110}
            data={YEARS}
            value={year}
            onChange={(v) => setYear(v ?? String(thisYear))}
            allowDeselect={false}
          />
          <Select
            label="Group by"
            w={170}
            data={LEAVE_REPORT_GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] }))}
            value={groupBy}
            onChange={(value) => setGroupBy((value as typeof groupBy) ?? 'leaveType')}
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
            data={data.rows}
            dataKey="key"
            series={[{ name: 'days', label: 'Days', color: 'teal.6' }]}
            role="img"
            aria-label="Leave taken chart"
          />
          <DataTable<Row>
            label="Leave taken"
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              { key: 'key', header: GROUP_LABELS[groupBy], sortValue: (r) => r.key },
              { key: 'days', header: 'Days', sortValue: (r) => r.days },
              { key: 'people', header: 'People', sortValue: (r) => r.people },
            ]}
            minWidth={400}
          />
        </>
      )}
    </ReportPanel>
  );
}
