import {
  ADMIN_OR_HR,
  type DateFormatter,
  type Holiday,
  type HolidayRecord,
  isAdmin,
  HOLIDAY_MESSAGES as M,
  roleAllowed,
} from '@hrms/shared';
import { Badge, Button, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { FormattedDate } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions, useRecordEditor } from '../../../ui/records';
import { HolidayDialog } from '../components/HolidayDialog';
import { HolidayFeedDialog } from '../components/HolidayFeedDialog';
import { downloadHolidayCalendar, useHolidayMutations, useHolidays } from '../holidays.api';

/** The day column names the weekday in the user's language (the date-format hook). */
const columns = (t: TFunction, dates: DateFormatter): Column<HolidayRecord>[] => [
  { key: 'holidayName', header: t('holidays.columns.holidayName'), sortValue: (r) => r.holidayName },
  {
    key: 'date',
    header: t('holidays.columns.date'),
    nowrap: true,
    sortValue: (r) => r.date,
    render: (r) => <FormattedDate value={r.date} />,
  },
  { key: 'day', header: t('holidays.columns.day'), render: (r) => dates.weekday(r.date, 'long') },
  { key: 'location', header: t('holidays.columns.location'), sortValue: (r) => r.location },
];

/** /holidays (spec 2 §2, §5, §6): the Holiday-List; admin and HR add, admins edit and delete; .ics download for all. */
export function HolidaysPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const session = useSession();
  const holidays = useHolidays();
  const { save, remove } = useHolidayMutations();
  const admin = isAdmin(session?.role);
  const canAdd = roleAllowed(session?.role, ADMIN_OR_HR);
  const [downloading, setDownloading] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const editor = useRecordEditor<HolidayRecord, Holiday, number>({
    save: ({ mode, values }): Promise<unknown> =>
      save.mutateAsync({ mode, values, holidayId: editor.dialog?.editing?.holidayId }),
    remove: (key) => remove.mutateAsync(key),
    keyOf: (row) => row.holidayId,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: () => M.deleteFailed,
  });

  async function download() {
    setDownloading(true);
    try {
      await downloadHolidayCalendar();
    } catch (error) {
      notifyError(errorMessage(error, M.listFailed));
    } finally {
      setDownloading(false);
    }
  }

  if (!session) return null;
  return (
    <>
      <PageHeader
        title={t('holidays.title')}
        back={<BackLink to={admin ? '/admindashboard' : '/userdashboard'} />}
        actions={
          <>
            {canAdd && <Button onClick={editor.openAdd}>{t('holidays.add')}</Button>}
            <Button variant="light" onClick={download} loading={downloading}>
              {t('holidays.downloadCalendar')}
            </Button>
            <Button variant="default" onClick={() => setFeedOpen(true)}>
              {t('holidays.subscribe')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={holidays} errorText={translateMessage(M.listFailed)} emptyText={translateMessage(M.empty)}>
          {(rows) => (
            <>
              <Text size="sm" c="dimmed" mb="xs">
                <Badge variant="light" mr="xs">
                  {rows.length}
                </Badge>
                {t('holidays.count', { count: rows.length })}
              </Text>
              <DataTable
                label={t('holidays.table')}
                columns={columns(t, dates)}
                rows={rows}
                rowKey={(r) => r.holidayId}
                defaultSort={{ key: 'date', direction: 'asc' }}
                minWidth={560}
                actions={
                  admin
                    ? (row) => (
                        <RowActions
                          label={row.holidayName}
                          onEdit={() => editor.openEdit(row)}
                          onDelete={() => editor.askDelete(row)}
                        />
                      )
                    : undefined
                }
              />
            </>
          )}
        </QueryBody>
      </Paper>
      {canAdd && <HolidayDialog {...editor.dialogProps} />}
      <HolidayFeedDialog opened={feedOpen} onClose={() => setFeedOpen(false)} />
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('holidays.delete')}
        message={editor.deleting ? t('holidays.confirmDelete', { name: editor.deleting.holidayName }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
