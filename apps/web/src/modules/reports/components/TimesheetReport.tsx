import { addDays, type TimesheetReport as Report, type TIMESHEET_REPORT_GROUPS, todayIso } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/DateField';
import { DataTable } from '../../../ui/records';
import { downloadReport, useTimesheetReport } from '../reports.api';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];
const share = (row: Row) => (row.hours ? `${Math.round((row.billableHours / row.hours) * 100)}%` : '—');

/** Hours of approved timesheet weeks by project or person, with the billable hours and share. */
export function TimesheetReport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(addDays(todayIso(), -90));
  const [to, setTo] = useState(todayIso());
  const [groupBy, setGroupBy] = useState<(typeof TIMESHEET_REPORT_GROUPS)[number]>('project');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { from, to, groupBy, departmentId };
  const query = useTimesheetReport(filters, Boolean(from && to));

  return (
    <ReportPanel
      title={t('tools.reports.time.title')}
      description={t('tools.reports.time.description')}
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('timesheets', filters)}
      filters={
        <>
          <DateField label={t('tools.from')} value={from} onChange={(value) => setFrom(value)} w={170} />
          <DateField label={t('tools.to')} value={to} onChange={(value) => setTo(value)} w={170} />
        </>
      }
      groupBy={{
        value: groupBy,
        onChange: setGroupBy,
        data: [
          { value: 'project', label: t('tools.reports.time.groups.project') },
          { value: 'employee', label: t('tools.reports.time.groups.employee') },
        ],
        w: 150,
      }}
      department={{ value: departmentId, onChange: setDepartmentId }}
    >
      {(data) => (
        <>
          <BarChart
            h={280}
            data={data.rows.slice(0, 30).map((r) => ({ ...r, label: r.name || r.key }))}
            dataKey="label"
            series={[
              { name: 'hours', label: t('tools.reports.time.hours'), color: 'indigo.6' },
              { name: 'billableHours', label: t('tools.reports.time.billableHours'), color: 'teal.6' },
            ]}
            withLegend
            role="img"
            aria-label={t('tools.reports.time.chart')}
          />
          <DataTable<Row>
            label={t('tools.reports.time.title')}
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              {
                key: 'key',
                header: groupBy === 'project' ? t('tools.reports.time.groups.project') : t('tools.employeeId'),
                sortValue: (r) => r.key,
                nowrap: true,
              },
              { key: 'name', header: t('tools.name'), sortValue: (r) => r.name },
              { key: 'hours', header: t('tools.reports.time.hours'), sortValue: (r) => r.hours },
              { key: 'billableHours', header: t('tools.reports.time.billableHours'), sortValue: (r) => r.billableHours },
              { key: 'share', header: t('tools.reports.time.billableShare'), render: share },
            ]}
            minWidth={560}
          />
        </>
      )}
    </ReportPanel>
  );
}
