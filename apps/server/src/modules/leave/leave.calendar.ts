import { daysBetween, holidayAppliesTo, type RosteredDayLookup, type WorkingDayCalendar, weeklyOffsOf } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { listHolidays } from '../holidays';
import { findOrganization, readLeaveSettings } from '../organization';
import { findWorkLocation } from '../payroll';

/**
 * BEYOND §B9: what decides a person's working days between two dates, or null when the organisation counts
 * leave in calendar days (the spec's default). `rosteredDay` is the seam for time and attendance (B6): once
 * rosters exist, pass their lookup and a rostered day counts whatever the weekly offs say.
 */
export async function workingDayCalendarFor(
  db: Executor,
  organizationId: string,
  employeeId: string,
  range: { from: string; to: string },
  rosteredDay?: RosteredDayLookup,
): Promise<WorkingDayCalendar | null> {
  const settings = await readLeaveSettings(db, organizationId);
  if (!settings.countWorkingDays) return null;
  const organization = await findOrganization(db, organizationId);
  const location = await findWorkLocation(db, employeeId);
  // At most one holiday per date, so the range's length bounds the page.
  const days = Math.max(0, daysBetween(range.from, range.to)) + 1;
  const holidays = await listHolidays(db, organizationId, range, { offset: 0, limit: days });
  return {
    weeklyOffs: weeklyOffsOf(organization ?? {}),
    holidayDates: holidays.filter((h) => holidayAppliesTo(h.location, location)).map((h) => h.date),
    ...(rosteredDay ? { rosteredDay } : {}),
  };
}
