import { type HolidayInput, holidaySchema, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { holidays } from './holidays.tables';

/** Fixed-date holidays of an Indian office, by month-day; repeated for this year and next. */
const FIXED: [string, string, string][] = [
  ['01-01', 'New Year', 'All Locations'],
  ['01-26', 'Republic Day', 'All Locations'],
  ['03-14', 'Holi', 'Bengaluru'],
  ['04-14', 'Ambedkar Jayanti', 'Pune'],
  ['05-01', 'Labour Day', 'All Locations'],
  ['08-15', 'Independence Day', 'All Locations'],
  ['10-02', 'Gandhi Jayanti', 'All Locations'],
  ['10-20', 'Diwali', 'All Locations'],
  ['11-01', 'Karnataka Rajyotsava', 'Bengaluru'],
  ['12-25', 'Christmas', 'All Locations'],
];

/** This year's and next year's holidays (twenty), inside the allowed window. */
export async function seedDemoHolidays(tx: Executor, organizationId: string) {
  const year = Number(todayIso().slice(0, 4));
  const values = [year, year + 1].flatMap((y) =>
    FIXED.map(([monthDay, holidayName, location]) => {
      const input: HolidayInput = { holidayName, date: `${y}-${monthDay}`, location };
      const { holidayName: name, date, location: where } = holidaySchema.parse(input);
      return { organizationId, holidayName: name, date, location: where };
    }),
  );
  await tx.insert(holidays).values(values);
}
