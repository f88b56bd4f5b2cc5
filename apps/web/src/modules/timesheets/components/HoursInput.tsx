import { HOURS_INPUT, type TimesheetProjectWeek } from '@hrms/shared';
import { TextInput } from '@mantine/core';

/** A week being filled in: its days and projects, the hours typed per cell, and each day's attendance and leave. */
export type WeekHours = {
  days: string[];
  projects: TimesheetProjectWeek[];
  hours: Record<string, string>;
  onChange: (key: string, value: string) => void;
  editable: (date: string) => boolean;
  attendance: Map<string, string>;
  leaves: Map<string, string>;
};

/** Where a project's day stands among the week's typed hours. */
export const cellKey = (projectCode: string, date: string) => `${projectCode}|${date}`;

type Props = {
  week: WeekHours;
  projectCode: string;
  date: string;
  /** On the phone's day list: a wider, taller box for a finger; in the grid it is centred in its cell. */
  touch?: boolean;
};

/** One project's hours on one day: text that is not hours (HOURS_INPUT) is not taken. */
export function HoursInput({ week, projectCode, date, touch = false }: Props) {
  const key = cellKey(projectCode, date);
  return (
    <TextInput
      aria-label={`${projectCode} ${date}`}
      value={week.hours[key] ?? ''}
      placeholder="0"
      maxLength={2}
      inputMode="decimal"
      disabled={!week.editable(date)}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        if (typed === '' || HOURS_INPUT.test(typed)) week.onChange(key, typed);
      }}
      styles={{ input: touch ? { textAlign: 'center', minHeight: 40 } : { textAlign: 'center' } }}
      w={touch ? 72 : 64}
      mx={touch ? undefined : 'auto'}
    />
  );
}
