import { SCHEDULE_LABELS, type Schedule, type ScheduleName } from '@hrms/shared';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

const when = (iso: string | null) => (iso ? <FormattedDateTime value={iso} /> : '—');
const label = (name: string) => SCHEDULE_LABELS[name as ScheduleName] ?? name;

type Props = {
  schedules: Schedule[];
  onRun: (s: Schedule) => void;
  onSwitch: (s: Schedule, enabled: boolean) => void;
  running: string | null;
};

/** The organisation's schedules: on/off, last and next run, last status, run now. */
export function SchedulesTable({ schedules, onRun, onSwitch, running }: Props) {
  const columns: readonly Column<Schedule>[] = [
    {
      key: 'name',
      header: 'Schedule',
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
      header: 'On',
      render: (s) => (
        <Switch checked={s.enabled} onChange={(e) => onSwitch(s, e.currentTarget.checked)} aria-label={`${s.name} on`} />
      ),
    },
    { key: 'lastRunAt', header: 'Last run', nowrap: true, render: (s) => when(s.lastRunAt) },
    {
      key: 'lastStatus',
      header: 'Last status',
      render: (s) =>
        s.lastStatus ? (
          <Badge color={s.lastStatus === 'success' ? 'green' : 'red'} variant="light">
            {s.lastStatus}
          </Badge>
        ) : (
          '—'
        ),
    },
    { key: 'nextRunAt', header: 'Next run', nowrap: true, render: (s) => when(s.nextRunAt) },
  ];
  return (
    <DataTable
      label="Schedules"
      columns={columns}
      rows={schedules}
      rowKey={(s) => s.name}
      minWidth={760}
      actionsHeader="Run"
      actions={(s) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={running === s.name}
            onClick={() => onRun(s)}
            aria-label={`Run ${s.name} now`}
          >
            Run now
          </Button>
        </Group>
      )}
    />
  );
}
