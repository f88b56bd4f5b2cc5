import { addDays, addMonthsClamped } from '@hrms/shared';

// Where keyboard focus goes inside the UI kit's calendar dropdown. The kit renders every control of a
// DateInput's calendar with tabIndex -1 (its calendar never takes focus), so the Tab order is kept here.

/** The enabled, shown controls of the calendar's grid: days, or months, or years. */
function gridControls(calendar: HTMLElement): HTMLButtonElement[] {
  return Array.from(calendar.querySelectorAll<HTMLButtonElement>('table button')).filter(
    (control) => !control.disabled && !control.hasAttribute('data-hidden'),
  );
}

/**
 * The grid control that takes focus when the grid is entered, as in the WAI-ARIA date picker dialog: `day`
 * (yyyy-MM-dd, shown month) if given and enabled, else the selected one, else today, else the first enabled.
 */
export function calendarGridStop(calendar: HTMLElement, day?: string): HTMLButtonElement | null {
  const controls = gridControls(calendar);
  const dayOfMonth = day ? String(Number(day.slice(8, 10))) : undefined;
  return (
    (dayOfMonth && controls.find((control) => control.textContent === dayOfMonth)) ||
    controls.find((control) => control.hasAttribute('data-selected')) ||
    controls.find((control) => control.hasAttribute('data-today')) ||
    controls[0] ||
    null
  );
}

/**
 * The calendar's Tab stops in order: the header's controls (previous, month or year, next), then one grid
 * control, `lastInGrid` while it is still shown.
 */
function calendarTabStops(calendar: HTMLElement, lastInGrid: HTMLElement | null): HTMLElement[] {
  const header = Array.from(calendar.querySelectorAll<HTMLButtonElement>('button')).filter(
    (control) => !control.disabled && !control.closest('table'),
  );
  const inGrid = lastInGrid && gridControls(calendar).includes(lastInGrid as HTMLButtonElement);
  const grid = inGrid ? lastInGrid : calendarGridStop(calendar);
  return grid ? [...header, grid] : header;
}

/** Moves focus to the next (or, with Shift, previous) Tab stop of the calendar, wrapping round. */
export function tabWithinCalendar(calendar: HTMLElement, lastInGrid: HTMLElement | null, backwards: boolean) {
  const stops = calendarTabStops(calendar, lastInGrid);
  if (stops.length === 0) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (backwards ? -1 : 1) + stops.length) % stops.length;
  stops[next]?.focus();
}

/** The calendar's first enabled control: where focus goes when no grid control is enabled. */
export function calendarFirstControl(calendar: HTMLElement): HTMLElement | null {
  return calendarTabStops(calendar, null)[0] ?? null;
}

/**
 * Where Home, End, PageUp and PageDown move from `day` (yyyy-MM-dd), as in the WAI-ARIA date picker dialog:
 * the first or last day of its week (the calendar's weeks start on Monday), or the same day of the previous
 * or next month — with Shift, of the previous or next year — (that month's last day when it is shorter:
 * Shift+PageDown from 29 February is 28 February). Null for any other key.
 */
export function calendarJumpTarget(day: string, key: string, shiftKey = false): string | null {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  if (key === 'Home') return addDays(day, -sinceMonday);
  if (key === 'End') return addDays(day, 6 - sinceMonday);
  if (key !== 'PageUp' && key !== 'PageDown') return null;
  return addMonthsClamped(day, (key === 'PageUp' ? -1 : 1) * (shiftKey ? 12 : 1));
}
