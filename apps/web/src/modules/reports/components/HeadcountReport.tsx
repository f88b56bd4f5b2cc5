import { HEADCOUNT_GROUPS, type HeadcountReport as Report } from '@hrms/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../../ui/records';
import { downloadReport, useHeadcountReport } from '../reports.api';
import { DepartmentFilter } from './DepartmentFilter';
import { ReportPanel } from './ReportPanel';

type Row = Report['series'][number];
const GROUP_LABELS: Record<(typeof HEADCOUNT_GROUPS)[number], string> = {
  none: 'No grouping',
  department: 'Department',
  designation: 'Designation',
};
const COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'red.6', 'lime.7', 'pink.6', 'yellow.7', 'blue.4'];
const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
};

/** People at each month's end with joiners and leavers, optionally split by department or designation. */
export function HeadcountReport() {
  const [from, setFrom] = useState(monthsAgo(11));
  const [to, setTo] = useState(thisMonth());
  const [groupBy, setGroupBy] = useState<(typeof HEADCOUNT_GROUPS)[number]>('none');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { from, to, groupBy, departmentId };
  const query = useHeadcountReport(filters, Boolean(from && to));

  const columns: Column<Row>[] = [
    { key: 'month', header: 'Month', nowrap: true },
    { key: 'total', header: 'Headcount' },
    { key: 'joiners', header: 'Joiners' },
    { key: 'leavers', header: 'Leavers' },
  ];

  return (
    <ReportPanel
      title="Headcount"
      description="People at the end of each month; a leaver is counted up to the month they leave."
      query={query}
      isEmpty={(data) => data.series.length === 0}
      onDownload={() => downloadReport('headcount', filters)}
      filters={
        <>
          <TextInput label="From" type="month" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
          <TextInput label="To" type="month" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
          <Select
            label="Group by"
            w={170}
            data={HEADCOUNT_GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] }))}
            value={groupBy}
            onChange={(value) => setGroupBy((value as typeof groupBy) ?? 'none')}
            allowDeselect={false}
          />
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </>
      }
    >
      {(data) => {
        const keys = data.series[0]?.groups.map((g) => g.key) ?? [];
        return (
          <>
            {keys.length ? (
              <BarChart
                h={280}
                data={data.series.map((s) => ({ month: s.month, ...Object.fromEntries(s.groups.map((g) => [g.key, g.count])) }))}
                dataKey="month"
                type="stacked"
                withLegend
                series={keys.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }))}
                role="img"
                aria-label="Headcount by group chart"
              />
            ) : (
              <LineChart
                h={280}
                data={data.series}
                dataKey="month"
                withLegend
                series={[
                  { name: 'total', label: 'Headcount', color: 'indigo.6' },
                  { name: 'joiners', label: 'Joiners', color: 'teal.6' },
                  { name: 'leavers', label: 'Leavers', color: 'red.6' },
                ]}
                role="img"
                aria-label="Headcount chart"
              />
            )}
            <DataTable
              label="Headcount by month"
              rowKey={(row) => row.month}
              rows={data.series}
              columns={[
                ...columns,
                ...keys.map((key) => ({
                  key: `g:${key}`,
                  header: key,
                  render: (row: Row) => row.groups.find((g) => g.key === key)?.count ?? 0,
                })),
              ]}
              minWidth={400}
            />
          </>
        );
      }}
    </ReportPanel>
  );
}
