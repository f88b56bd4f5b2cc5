import type { TimesheetWeekSummary } from '@hrms/shared';
import type { TFunction } from 'i18next';
import type { Column } from '../../../ui/records';
import { WeekStatusBadge } from './WeekStatusBadge';

/** The columns every list of submitted weeks shows, in the user's language; each page picks its order. */
export function weekColumns(t: TFunction) {
  const hours = (key: 'totalHours' | 'swipeHours'): Column<TimesheetWeekSummary> => ({
    key,
    header: t(`timesheets.columns.${key}`),
    render: (r) => r[key].toFixed(2),
    sortValue: (r) => r[key],
  });
  return {
    fromDate: {
      key: 'fromDate',
      header: t('timesheets.columns.fromDate'),
      nowrap: true,
      format: 'date',
      sortValue: (r) => r.fromDate,
    },
    toDate: { key: 'toDate', header: t('timesheets.columns.toDate'), nowrap: true, format: 'date' },
    totalHours: hours('totalHours'),
    swipeHours: hours('swipeHours'),
    status: {
      key: 'status',
      header: t('timesheets.columns.status'),
      render: (r) => <WeekStatusBadge status={r.status} />,
      sortValue: (r) => r.status,
    },
    statusMessage: { key: 'statusMessage', header: t('timesheets.columns.statusMessage') },
  } satisfies Record<string, Column<TimesheetWeekSummary>>;
}
