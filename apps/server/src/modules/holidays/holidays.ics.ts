import { addDays, type HolidayRecord, parseIsoDate } from '@hrms/shared';
import ical from 'ical-generator';

/** One all-day event per holiday, with stable UIDs so a re-import updates rather than duplicates. */
export function holidaysCalendar(organizationName: string, organizationId: string, rows: HolidayRecord[]): string {
  const calendar = ical({
    name: `${organizationName} holidays`,
    prodId: { company: 'HRMS', product: 'Holidays', language: 'EN' },
  });
  for (const row of rows) {
    const start = parseIsoDate(row.date);
    const end = parseIsoDate(addDays(row.date, 1));
    if (!start || !end) continue;
    calendar.createEvent({
      id: `holiday-${row.holidayId}-${organizationId}@hrms`,
      start,
      end,
      allDay: true,
      summary: row.holidayName,
      location: row.location,
      description: `${row.holidayName} (${row.location})`,
    });
  }
  return calendar.toString();
}
