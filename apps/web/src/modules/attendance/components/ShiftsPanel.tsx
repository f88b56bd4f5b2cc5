import { GENERAL_DAY_SHIFT, type Shift, type ShiftRules, type ShiftUpsert, WEEKDAYS, type Weekday } from '@hrms/shared';
import { Button, Chip, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useSaveShift, useShifts } from '../time-attendance.api';

type ShiftForm = Pick<Shift, 'code' | 'name'> & ShiftRules;
const EMPTY: ShiftForm = { code: '', name: '', ...GENERAL_DAY_SHIFT };
const MINUTE_FIELDS = ['breakMinutes', 'graceMinutes', 'halfDayMinutes', 'fullDayMinutes'] as const;

const columns = (t: TFunction): readonly Column<Shift>[] => [
  { key: 'code', header: t('timeAttendance.shifts.code'), nowrap: true },
  { key: 'name', header: t('timeAttendance.shifts.name') },
  { key: 'start', header: t('timeAttendance.shifts.start'), render: (s) => `${s.start}–${s.end}` },
  { key: 'breakMinutes', header: t('timeAttendance.shifts.breakMinutes') },
  { key: 'graceMinutes', header: t('timeAttendance.shifts.graceMinutes') },
  { key: 'halfDayMinutes', header: t('timeAttendance.shifts.halfDayMinutes') },
  { key: 'fullDayMinutes', header: t('timeAttendance.shifts.fullDayMinutes') },
  {
    key: 'weeklyOff',
    header: t('timeAttendance.shifts.weeklyOff'),
    render: (s) => s.weeklyOff.map((d) => t(`timeAttendance.weekdays.${d}`)).join(', '),
  },
];

/** Shifts (admin): the list, and a form that creates or replaces one by its code. */
export function ShiftsPanel() {
  const { t } = useTranslation();
  const shifts = useShifts();
  const save = useSaveShift();
  const [form, setForm] = useState<ShiftForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    setErrors({});
    const { code, ...body } = form;
    try {
      await save.mutateAsync({ code, body: body as ShiftUpsert });
      notifySuccess(t('timeAttendance.shifts.saved', { code }));
      setForm(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyError(errorMessage(error, t('timeAttendance.shifts.failed')));
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={4} mb="sm">
          {t('timeAttendance.shifts.newShift')}
        </Title>
        <Group align="start" wrap="wrap">
          <TextInput
            label={t('timeAttendance.shifts.code')}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
            error={errors.code}
            w={110}
          />
          <TextInput
            label={t('timeAttendance.shifts.name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={errors.name}
          />
          <TextInput
            type="time"
            label={t('timeAttendance.shifts.start')}
            value={form.start}
            onChange={(e) => setForm({ ...form, start: e.currentTarget.value })}
            error={errors.start}
            w={120}
          />
          <TextInput
            type="time"
            label={t('timeAttendance.shifts.end')}
            value={form.end}
            onChange={(e) => setForm({ ...form, end: e.currentTarget.value })}
            error={errors.end}
            w={120}
          />
          {MINUTE_FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`timeAttendance.shifts.${field}`)}
              value={form[field]}
              min={0}
              max={1440}
              allowDecimal={false}
              onChange={(v) => setForm({ ...form, [field]: typeof v === 'number' ? v : 0 })}
              error={errors[field]}
              w={130}
            />
          ))}
        </Group>
        <Chip.Group multiple value={[...form.weeklyOff]} onChange={(v) => setForm({ ...form, weeklyOff: v as Weekday[] })}>
          <Group gap={6} mt="sm" role="group" aria-label={t('timeAttendance.shifts.weeklyOff')}>
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={day} size="xs">
                {t(`timeAttendance.weekdays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button mt="md" onClick={submit} loading={save.isPending} disabled={!form.code}>
          {t('timeAttendance.shifts.save')}
        </Button>
      </Paper>
      <QueryBody query={shifts} errorText={t('timeAttendance.shifts.loadFailed')} emptyText={t('timeAttendance.shifts.empty')}>
        {(rows) => (
          <DataTable
            label={t('timeAttendance.tabs.shifts')}
            columns={columns(t)}
            rows={rows}
            rowKey={(s) => s.code}
            actions={(s) => (
              <Button size="xs" variant="light" onClick={() => setForm(s)}>
                {t('timeAttendance.shifts.edit')}
              </Button>
            )}
          />
        )}
      </QueryBody>
    </Stack>
  );
}
