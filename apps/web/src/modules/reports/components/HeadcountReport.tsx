import { HEADCOUNT_GROUPS, type HeadcountReport as Report } from '@hrms/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../ui/MonthField';
import { type Column, DataTable } from '../../../ui/records';
import { downloadReport, useHeadcountReport } from '../reports.api';
import { DepartmentFilter } from './DepartmentFilter';
import { ReportPanel } from './ReportPanel';

type Row = Report['series'][number];
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
  const { t } = useTranslation();
  const [from, setFrom] = useState(monthsAgo(11));
  const [to, setTo] = useState(thisMonth());
  const [groupBy, setGroupBy] = useState<(typeof HEADCOUNT_GROUPS)[number]>('none');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { from, to, groupBy, departmentId };
  const query = useHeadcountReport(filters, Boolean(from && to));

  const columns: Column<Row>[] = [
    { key: 'month', header: t('tools.reports.headcount.month'), nowrap: true },
    { key: 'total', header: t('tools.reports.headcount.total') },
    { key: 'joiners', header: t('tools.reports.headcount.joiners') },
    { key: 'leavers', header: t('tools.reports.headcount.leavers') },
  ];

  return (
    <ReportPanel
      title={t('tools.reports.headcount.title')}
      description={t('tools.reports.headcount.description')}
      query={query}
      isEmpty={(data) => data.series.length === 0}
      onDownload={() => downloadReport('headcount', filters)}
      filters={
        <>
          <MonthField label={t('tools.from')} value={from} onChange={setFrom} w={170} />
          <MonthField label={t('tools.to')} value={to} onChange={setTo} w={170} />
          <Select
            label={t('tools.groupBy')}
            w={170}
            data={HEADCOUNT_GROUPS.map((value) => ({ value, label: t(`tools.reports.headcount.groups.${value}`) }))}
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
                aria-label={t('tools.reports.headcount.groupChart')}
              />
            ) : (
              <LineChart
                h={280}
                data={data.series}
                dataKey="month"
                withLegend
                series={[
                  { name: 'total', label: t('tools.reports.headcount.total'), color: 'indigo.6' },
                  { name: 'joiners', label: t('tools.reports.headcount.joiners'), color: 'teal.6' },
                  { name: 'leavers', label: t('tools.reports.headcount.leavers'), color: 'red.6' },
                ]}
                role="img"
                aria-label={t('tools.reports.headcount.chart')}
              />
            )}
            <DataTable
              label={t('tools.reports.headcount.table')}
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
