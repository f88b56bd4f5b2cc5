import {
  ATTENDANCE_TYPE_OPTIONS,
  type AttendanceCreate,
  type AttendanceFormInput,
  attendanceDateWindow,
  attendanceFormSchema,
  formatWorkingHours,
  workingMinutes,
} from '@hrms/shared';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  employeeId: string;
  /** The day picked on the tracker, when it is inside the window. */
  date: string;
  onClose: () => void;
  onSubmit: (body: AttendanceCreate) => Promise<void>;
};

/** The Add Attendance modal (spec 2 §2, §5): a past day within 7 days, type, start and end; hours computed for you. */
export function AddAttendanceDialog({ opened, employeeId, date, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const range = attendanceDateWindow();
  const dates = useDateFormat();
  const fields: FieldSpec<AttendanceFormInput>[] = useMemo(
    () => [
      {
        name: 'attendanceDate',
        label: t('attendance.attendanceDate'),
        kind: 'date',
        required: true,
        description: t('attendance.dateWindow', { min: dates.date(range.min), max: dates.date(range.max) }),
      },
      {
        name: 'typeOption',
        label: t('attendance.attendanceType'),
        kind: 'select',
        required: true,
        options: ATTENDANCE_TYPE_OPTIONS.map((o) => ({
          value: o.key,
          label: t(`attendanceTypes.${o.key}`, { defaultValue: o.label }),
        })),
        placeholder: t('attendance.selectType'),
      },
      { name: 'inTime', label: t('attendance.startTime'), kind: 'time', required: true },
      { name: 'outTime', label: t('attendance.endTime'), kind: 'time', required: true },
    ],
    [range.min, range.max, t, dates.date],
  );
  const blank = useMemo<AttendanceFormInput>(
    () => ({
      employeeId,
      attendanceDate: date >= range.min && date <= range.max ? date : range.max,
      typeOption: '',
      inTime: '',
      outTime: '',
    }),
    [employeeId, date, range.min, range.max],
  );
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={t('attendance.addAttendance')}
      schema={attendanceFormSchema}
      fields={fields}
      blank={blank}
      editing={null}
      submitLabel={t('common.submit')}
      onSubmit={(body) => onSubmit(body)}
    >
      {(form) => {
        const minutes = workingMinutes(form.watch('inTime'), form.watch('outTime'));
        return (
          <Text size="sm" c="dimmed" mt="sm" data-testid="working-hours-preview">
            {t('attendance.hoursPreview', { hours: minutes === null ? '—' : formatWorkingHours(minutes) })}
          </Text>
        );
      }}
    </RecordFormDialog>
  );
}
