import '@mantine/dates/styles.css';
import { addDays, formatDate, parseDateInput } from '@hrms/shared';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useMergedRef } from '@mantine/hooks';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../lib/use-date-format';
import { calendarFirstControl, calendarGridStop, calendarJumpTarget, tabWithinCalendar } from './calendar-focus';

/** The calendar's header controls, named for screen readers in the user's language (catalogue `calendar.*`). */
const CALENDAR_CONTROLS = [
  'previousMonth',
  'nextMonth',
  'previousYear',
  'nextYear',
  'previousDecade',
  'nextDecade',
  'monthLevelControl',
  'yearLevelControl',
] as const;

export type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'> & {
  /** yyyy-MM-dd, or '' when empty: what the API takes. */
  value: string;
  onChange: (isoDate: string) => void;
  min?: string;
  max?: string;
};

/** Keys that move a day of the calendar, and by how many days. */
const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A date input from the UI kit: shows and reads the organisation's format, still accepts ISO yyyy-MM-dd
 * typed in, and hands the form yyyy-MM-dd. Its calendar works from the keyboard as the WAI-ARIA date
 * picker dialog: ArrowDown opens it with focus on a day, arrows move, Enter or Space picks, Escape closes,
 * Tab reaches the month controls; focus goes back to the input when it closes.
 */
export function DateField({ value, onChange, min, max, onBlur, onClick, onKeyDown, ref, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  // The calendar opens on a click or ArrowDown, not on focus or typing: someone typing a date does not
  // want a calendar covering the fields below.
  const [calendarOpen, setCalendarOpen] = useState(false);
  // focus to move into the calendar once it shows: onto `day`, else the grid's usual stop
  const [focusRequest, setFocusRequest] = useState<{ day?: string } | null>(null);
  // the month the calendar shows (any day of it; none yet: the kit's, the value's or today's), kept here so a
  // key can turn it a year at once
  const [shownMonth, setShownMonth] = useState<string | undefined>(value || undefined);
  const calendarId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const lastInGrid = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  const outOfRange = (day: string) => Boolean((min && day < min) || (max && day > max));
  const calendarElement = () => document.getElementById(calendarId);
  const inCalendar = (node: EventTarget | null) => node instanceof Node && Boolean(calendarElement()?.contains(node));

  const openCalendar = (focusInside: boolean) => {
    if (props.readOnly || props.disabled) return;
    setCalendarOpen(true);
    if (focusInside) setFocusRequest({});
  };
  const closeCalendar = (returnFocus: boolean) => {
    setCalendarOpen(false);
    setFocusRequest(null);
    if (returnFocus) inputRef.current?.focus();
  };

  useEffect(() => {
    if (!calendarOpen || !focusRequest) return;
    // the calendar fades in after a frame or two: wait for it, a few frames at most
    let frame = 0;
    let tries = 0;
    const focusWhenShown = () => {
      const calendar = calendarElement();
      const control = calendar && (calendarGridStop(calendar, focusRequest.day) ?? calendarFirstControl(calendar));
      if (!control && ++tries < 30) {
        frame = requestAnimationFrame(focusWhenShown);
        return;
      }
      control?.focus();
      setFocusRequest(null);
    };
    focusWhenShown();
    return () => cancelAnimationFrame(frame);
  });

  return (
    <DateInput
      ref={mergedRef}
      value={value || null}
      date={shownMonth}
      onDateChange={(day) => setShownMonth(day ?? undefined)}
      onChange={(next) => {
        closeCalendar(false);
        onChange(next ?? '');
      }}
      valueFormat={(iso) => formatDate(iso, dates.format, dates.language)}
      dateParser={(text) => parseDateInput(text, dates.format, dates.language)}
      // min and max grey out days in the calendar only: a typed date outside them still reaches the form,
      // whose rules answer with the spec's message instead of the input silently keeping the old value
      excludeDate={min || max ? outOfRange : undefined}
      clearable={!props.required && !props.withAsterisk}
      // Enter on the selected day keeps it: clearing is the clear button's job
      allowDeselect={false}
      clearButtonProps={{
        'aria-label':
          typeof props.label === 'string' ? t('calendar.clearField', { label: props.label }) : t('calendar.clearDate'),
      }}
      ariaLabels={Object.fromEntries(CALENDAR_CONTROLS.map((control) => [control, t(`calendar.${control}`)]))}
      // month and weekday names in the user's language; a day is read out as "9 December 2026"
      monthLabelFormat={(day) => dates.month(day.slice(0, 7))}
      monthsListFormat={(day) => dates.monthName(Number(day.slice(5, 7)), 'short')}
      weekdayFormat={(day) => dates.weekday(day)}
      getDayAriaLabel={(day) => `${Number(day.slice(8, 10))} ${dates.monthName(Number(day.slice(5, 7)))} ${day.slice(0, 4)}`}
      // the kit's dimmed days of the next and previous months and its red weekends fail WCAG contrast
      hideOutsideDates
      weekendDays={[]}
      // Escape closes the calendar only, not a Mantine modal the field sits in: the modal ignores Escape
      // from an element so marked (as from an open select)
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        withinPortal: true,
        opened: calendarOpen,
        // named as a dialog, not by the field's label, so finding a field by its label finds one thing
        attributes: { dropdown: { id: calendarId, role: 'dialog', 'aria-modal': true, 'aria-label': t('calendar.name') } },
      }}
      getDayProps={(day) => ({
        // a picked day (Enter, Space or a click) closes the calendar and gives focus back to the input
        onClick: () => closeCalendar(true),
        // the kit moves between the days of one month only: an arrow past its edge turns the month, and
        // Home, End, PageUp and PageDown, with Shift a year (which the kit ignores), move to the week's ends
        // or a month or a year away
        onKeyDown: (event) => {
          const calendar = calendarElement();
          if (event.altKey || event.ctrlKey || event.metaKey || !calendar) return;
          const step = DAY_STEPS[event.key];
          const jump = step ? null : calendarJumpTarget(day, event.key, event.shiftKey);
          if (jump) event.preventDefault();
          const target = step ? addDays(day, step) : jump;
          if (!target || outOfRange(target) || target === day) return;
          if (target.slice(0, 7) === day.slice(0, 7)) {
            // the kit handles its own arrows within the month
            if (jump) setFocusRequest({ day: target });
            return;
          }
          setShownMonth(target);
          setFocusRequest({ day: target });
        },
      })}
      onLevelChange={() => {
        // choosing a month or a year redraws the grid under the focused control: keep focus in it
        if (inCalendar(document.activeElement)) setFocusRequest({});
      }}
      onClick={(event) => {
        openCalendar(false);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          openCalendar(true);
        }
        if (event.key === 'Escape' || event.key === 'Tab' || event.key === 'Enter') closeCalendar(false);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        // focus moving into the calendar stays within the field: the form hears of a blur when it leaves
        if (!inCalendar(event.relatedTarget)) onBlur?.(event);
      }}
      wrapperProps={{
        // the calendar sits in a portal, but React still bubbles its events up here
        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
          const calendar = calendarElement();
          if (!calendar?.contains(event.target as Node)) return;
          if (event.key === 'Escape') closeCalendar(true);
          else if (event.key === 'Tab') {
            event.preventDefault();
            tabWithinCalendar(calendar, lastInGrid.current, event.shiftKey);
          }
        },
        onFocus: (event: FocusEvent<HTMLDivElement>) => {
          if (!inCalendar(event.target)) return;
          // the kit offers no prop to mark its calendar's controls as the input is marked above
          event.target.setAttribute('data-mantine-stop-propagation', 'true');
          if (event.target.closest('table')) lastInGrid.current = event.target;
        },
        // leaving both the input and the calendar closes it
        onBlur: (event: FocusEvent<HTMLDivElement>) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next)) && !inCalendar(next)) closeCalendar(false);
        },
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
