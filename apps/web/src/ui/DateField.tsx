import '@mantine/dates/styles.css';
import { formatDate, parseDateInput } from '@hrms/shared';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useDateFormat } from '../lib/use-date-format';

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'> & {
  /** yyyy-MM-dd, or '' when empty: what the API takes. */
  value: string;
  onChange: (isoDate: string) => void;
  min?: string;
  max?: string;
};

/**
 * A date input from the UI kit: shows and reads the organisation's format, still accepts ISO yyyy-MM-dd
 * typed in, and hands the form yyyy-MM-dd.
 */
export function DateField({ value, onChange, min, max, onBlur, onClick, onKeyDown, ...props }: DateFieldProps) {
  const dates = useDateFormat();
  // The calendar opens on a click or ArrowDown, not on focus or typing: someone typing a date does not
  // want a calendar covering the fields below.
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      value={value || null}
      onChange={(next) => {
        setCalendarOpen(false);
        onChange(next ?? '');
      }}
      valueFormat={(iso) => formatDate(iso, dates.format, dates.language)}
      dateParser={(text) => parseDateInput(text, dates.format, dates.language)}
      // min and max grey out days in the calendar only: a typed date outside them still reaches the form,
      // whose rules answer with the spec's message instead of the input silently keeping the old value
      excludeDate={min || max ? (day) => Boolean((min && day < min) || (max && day > max)) : undefined}
      clearable={!props.required && !props.withAsterisk}
      clearButtonProps={{ 'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear date' }}
      ariaLabels={CALENDAR_LABELS}
      // the kit's dimmed days of the next and previous months and its red weekends fail WCAG contrast
      hideOutsideDates
      weekendDays={[]}
      popoverProps={{ withinPortal: true, opened: calendarOpen }}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setCalendarOpen(true);
        if (event.key === 'Escape' || event.key === 'Tab' || event.key === 'Enter') setCalendarOpen(false);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setCalendarOpen(false);
        onBlur?.(event);
      }}
      {...props}
      placeholder={props.placeholder ?? dates.format}
    />
  );
}

type FormDateFieldProps<T extends FieldValues, Context, Output extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'name'
> & {
  control: Control<T, Context, Output>;
  name: FieldPath<T>;
};

/** DateField bound to a react-hook-form field holding a yyyy-MM-dd string. */
export function FormDateField<T extends FieldValues, Context = unknown, Output extends FieldValues = T>({
  control,
  name,
  ...props
}: FormDateFieldProps<T, Context, Output>) {
  const { field } = useController<T, FieldPath<T>, Output>({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
