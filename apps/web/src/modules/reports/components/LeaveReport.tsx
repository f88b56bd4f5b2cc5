import { LEAVE_REPORT_GROUPS, leaveTypeLabel, type LeaveReport as Report } from '@hrms/shared';
import { BarChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { DataTable } from '../../../ui/records';
import { downloadReport, useLeaveReport } from '../reports.api';
import { ReportPanel } from './ReportPanel';

type Row = Report['rows'][number];
const thisYear = new Date().getUTCFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => String(thisYear - i));

/** Approved leave of a year: days (half days count half) and people, by type, department or month. */
export function LeaveReport() {
  const { t } = useTranslation();
  const groupLabel = (group: (typeof LEAVE_REPORT_GROUPS)[number]) => t(`tools.reports.leave.groups.${group}`);
  const [year, setYear] = useState(String(thisYear));
  const [groupBy, setGroupBy] = useState<(typeof LEAVE_REPORT_GROUPS)[number]>('leaveType');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { year, groupBy, departmentId };
  const query = useLeaveReport(filters);
  const dates = useDateFormat();
  // a leave type by its name and a month as the organisation writes it, never the stored code or yyyy-MM
  const keyLabel = (key: string) =>
    groupBy === 'leaveType'
      ? t(`leaveTypes.${key}`, { defaultValue: leaveTypeLabel(key) })
      : groupBy === 'month'
        ? dates.yearMonth(key)
        : key;

  return (
    <ReportPanel
      title={t('tools.reports.leave.title')}
      description={t('tools.reports.leave.description')}
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      onDownload={() => downloadReport('leave', filters)}
      filters={
        <Select
          label={t('tools.reports.leave.year')}
          w={110}
          data={YEARS}
          value={year}
          onChange={(v) => setYear(v ?? String(thisYear))}
          allowDeselect={false}
        />
      }
      groupBy={{
        value: groupBy,
        onChange: setGroupBy,
        data: LEAVE_REPORT_GROUPS.map((value) => ({ value, label: groupLabel(value) })),
        w: 170,
      }}
      department={{ value: departmentId, onChange: setDepartmentId }}
    >
      {(data) => (
        <>
          <BarChart
            h={280}
            data={data.rows.map((row) => ({ ...row, label: keyLabel(row.key) }))}
            dataKey="label"
            series={[{ name: 'days', label: t('tools.reports.leave.days'), color: 'teal.6' }]}
            role="img"
            aria-label={t('tools.reports.leave.chart')}
          />
          <DataTable<Row>
            label={t('tools.reports.leave.title')}
            rowKey={(row) => row.key}
            rows={data.rows}
            columns={[
              {
                key: 'key',
                header: groupLabel(groupBy),
                render: (r) => keyLabel(r.key),
                sortValue: (r) => (groupBy === 'month' ? r.key : keyLabel(r.key)),
                nowrap: true,
              },
              { key: 'days', header: t('tools.reports.leave.days'), sortValue: (r) => r.days },
              { key: 'people', header: t('tools.reports.leave.people'), sortValue: (r) => r.people },
            ]}
            minWidth={400}
          />
        </>
      )}
    </ReportPanel>
  );
}
