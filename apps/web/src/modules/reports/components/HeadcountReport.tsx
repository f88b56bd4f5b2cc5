import { HEADCOUNT_GROUPS, type HeadcountReport as Report } from '@hrms/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { MonthField } from '../../../ui/MonthField';
import { type Column, DataTable } from '../../../ui/records';
import { useEmployeeCustomFieldDefinitions } from '../../customfields';
import { downloadReport, useHeadcountReport } from '../reports.api';
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

/** The server's key for people without a value of the grouping field. */
const NOT_SET = '—';

/**
 * The groups in the order to show them: a choice field's choices as defined (with zero months too), then
 * any other value still held, then people without one; otherwise the server's order.
 */
function groupKeys(data: Report, options: readonly string[] | undefined) {
  const present = [...new Set(data.series.flatMap((s) => s.groups.map((g) => g.key)))];
  if (!options || present.length === 0) return present;
  const others = present.filter((key) => key !== NOT_SET && !options.includes(key));
  return [...options, ...others, ...(present.includes(NOT_SET) ? [NOT_SET] : [])];
}

/** People at each month's end with joiners and leavers, optionally split by department, designation or a choice field. */
export function HeadcountReport() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [from, setFrom] = useState(monthsAgo(11));
  const [to, setTo] = useState(thisMonth());
  const [groupBy, setGroupBy] = useState<string>('none');
  const [departmentId, setDepartmentId] = useState('');
  const filters = { from, to, groupBy, departmentId };
  const query = useHeadcountReport(filters, Boolean(from && to));
  const choiceFields = (useEmployeeCustomFieldDefinitions().data ?? []).filter((field) => field.type === 'SELECT');
  const field = choiceFields.find((f) => `cf_${f.key}` === groupBy);
  const groupLabel = (key: string) => (key === NOT_SET && field ? t('tools.reports.headcount.notSet') : key);
  const fixedGroups = HEADCOUNT_GROUPS.map((value) => ({ value, label: t(`tools.reports.headcount.groups.${value}`) }));

  const columns: Column<Row>[] = [
    { key: 'month', header: t('tools.reports.headcount.month'), render: (row) => dates.yearMonth(row.month), nowrap: true },
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
        </>
      }
      groupBy={{
        value: groupBy,
        onChange: setGroupBy,
        data: choiceFields.length
          ? [
              { group: t('tools.groupBy'), items: fixedGroups },
              {
                group: t('tools.reports.headcount.customGroups'),
                items: choiceFields.map((f) => ({ value: `cf_${f.key}`, label: f.label })),
              },
            ]
          : fixedGroups,
        w: 200,
      }}
      department={{ value: departmentId, onChange: setDepartmentId }}
    >
      {(data) => {
        const keys = groupKeys(data, field?.options);
        // the chart reads its values by position (g0, g1…): a group named "Sr. Engineer" is not a path
        const countOf = (row: Row, key: string) => row.groups.find((g) => g.key === key)?.count ?? 0;
        return (
          <>
            {field && (
              <Text fw={500} data-testid="headcount-by-field">
                {t('tools.reports.headcount.byField', { field: field.label })}
              </Text>
            )}
            {keys.length ? (
              <BarChart
                h={280}
                data={data.series.map((s) => ({
                  month: dates.yearMonth(s.month),
                  ...Object.fromEntries(keys.map((key, i) => [`g${i}`, countOf(s, key)])),
                }))}
                dataKey="month"
                type="stacked"
                withLegend
                series={keys.map((key, i) => ({
                  name: `g${i}`,
                  label: groupLabel(key),
                  // people without a value are the quiet part of the bar, not its loudest colour
                  color: key === NOT_SET && field ? 'gray.5' : COLORS[i % COLORS.length]!,
                }))}
                role="img"
                aria-label={
                  field
                    ? t('tools.reports.headcount.byFieldChart', { field: field.label })
                    : t('tools.reports.headcount.groupChart')
                }
              />
            ) : (
              <LineChart
                h={280}
                data={data.series.map((s) => ({ ...s, month: dates.yearMonth(s.month) }))}
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
              label={field ? t('tools.reports.headcount.byField', { field: field.label }) : t('tools.reports.headcount.table')}
              rowKey={(row) => row.month}
              rows={data.series}
              columns={[
                ...columns,
                ...keys.map((key) => ({
                  key: `g:${key}`,
                  header: groupLabel(key),
                  render: (row: Row) => countOf(row, key),
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
