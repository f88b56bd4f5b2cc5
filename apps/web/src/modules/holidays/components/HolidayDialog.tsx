import { type Holiday, type HolidayInput, type HolidayRecord, holidaySchema, holidayWindow } from '@hrms/shared';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useDateFormat } from '../../../lib/use-date-format';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  editing: HolidayRecord | null;
  onSubmit: (values: Holiday, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: HolidayInput = { holidayName: '', date: '', location: '' };

const FIELDS: FieldSpec<HolidayInput>[] = [
  { name: 'holidayName', label: 'Holiday Name', required: true, maxLength: 30, wide: true },
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'location', label: 'Location', required: true, maxLength: 30 },
];

/** Add/edit a holiday (spec 2 §5): name and location letters and spaces, a free date in the window. */
export function HolidayDialog({ opened, onClose, editing, onSubmit }: Props) {
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
      title={editing ? 'Edit Holiday' : 'Add Holiday'}
      schema={holidaySchema}
      fields={FIELDS}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
    >
      {() => (
        <Text size="xs" c="dimmed" mt="xs">
          Holidays can be set from {dates.date(from)} to {dates.date(to)}, one per date.
        </Text>
      )}
    </RecordFormDialog>
  );
}
