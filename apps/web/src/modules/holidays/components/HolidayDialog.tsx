import { type Holiday, type HolidayInput, type HolidayRecord, holidaySchema, holidayWindow } from '@hrms/shared';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  editing: HolidayRecord | null;
  onSubmit: (values: Holiday, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: HolidayInput = { holidayName: '', date: '', location: '' };

const fields = (t: TFunction): FieldSpec<HolidayInput>[] => [
  { name: 'holidayName', label: t('holidays.columns.holidayName'), required: true, maxLength: 30, wide: true },
  { name: 'date', label: t('holidays.columns.date'), kind: 'date', required: true },
  { name: 'location', label: t('holidays.columns.location'), required: true, maxLength: 30 },
];

/** Add/edit a holiday (spec 2 §5): name and location letters and spaces, a free date in the window. */
export function HolidayDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  const { from, to } = useMemo(() => holidayWindow(), []);
  const dates = useDateFormat();
  const values = useMemo(
    () => (editing ? { holidayName: editing.holidayName, date: editing.date, location: editing.location } : null),
    [editing],
  );
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('holidays.edit') : t('holidays.add')}
      schema={holidaySchema}
      fields={fields(t)}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
    >
      {() => (
        <Text size="xs" c="dimmed" mt="xs">
          {t('holidays.window', { from: dates.date(from), to: dates.date(to) })}
        </Text>
      )}
    </RecordFormDialog>
  );
}
