import { SCHEDULE_NAMES, type Schedule, type ScheduleName } from '@hrms/shared';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

const when = (iso: string | null) => (iso ? <FormattedDateTime value={iso} /> : '—');
const isSchedule = (name: string): name is ScheduleName => (SCHEDULE_NAMES as readonly string[]).includes(name);

type Props = {
  schedules: Schedule[];
  onRun: (s: Schedule) => void;
  onSwitch: (s: Schedule, enabled: boolean) => void;
  running: string | null;
};

/** The organisation's schedules: on/off, last and next run, last status, run now. */
export function SchedulesTable({ schedules, onRun, onSwitch, running }: Props) {
  const { t } = useTranslation();
  const label = (name: string) => (isSchedule(name) ? t(`tools.jobs.labels.${name}`) : name);
  const columns: readonly Column<Schedule>[] = [
    {
      key: 'name',
      header: t('tools.jobs.columns.schedule'),
      render: (s) => (
        <div>
          <Text size="sm" fw={500}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed">
            {label(s.name)} · <code>{s.cron}</code>
          </Text>
        </div>
      ),
    },
    {
      key: 'enabled',
      header: t('tools.jobs.columns.on'),
      render: (s) => (
        <Switch
          checked={s.enabled}
          onChange={(e) => onSwitch(s, e.currentTarget.checked)}
          aria-label={t('tools.jobs.switchNamed', { name: s.name })}
        />
      ),
    },
    { key: 'lastRunAt', header: t('tools.jobs.columns.lastRun'), nowrap: true, render: (s) => when(s.lastRunAt) },
    {
      key: 'lastStatus',
      header: t('tools.jobs.columns.lastStatus'),
      render: (s) =>
        s.lastStatus ? (
          <Badge color={s.lastStatus === 'success' ? 'green' : 'red'} variant="light">
            {t(`tools.jobs.runStatuses.${s.lastStatus}`)}
          </Badge>
        ) : (
          '—'
        ),
    },
    { key: 'nextRunAt', header: t('tools.jobs.columns.nextRun'), nowrap: true, render: (s) => when(s.nextRunAt) },
  ];
  return (
    <DataTable
      label={t('tools.jobs.title')}
      columns={columns}
      rows={schedules}
      rowKey={(s) => s.name}
      minWidth={760}
      actionsHeader={t('tools.jobs.run')}
      actions={(s) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={running === s.name}
            onClick={() => onRun(s)}
            aria-label={t('tools.jobs.runNamed', { name: s.name })}
          >
            {t('tools.jobs.runNow')}
          </Button>
        </Group>
      )}
    />
  );
}
