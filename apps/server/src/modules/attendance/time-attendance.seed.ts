import { addDays, instantOf, todayIso, weekdayOf } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { attendancePunches, attendanceRosterDays, attendanceShifts, attendanceSites } from './time-attendance.tables';

/** Night-shift colleagues of the demo (the rest work the general shift). */
const NIGHT_PEOPLE = new Set(['HRMS30', 'HRMS31', 'HRMS32']);
/** Joined today or left earlier: not rostered. */
const NOT_ROSTERED = new Set(['HRMS5', 'HRMS26']);
const DEMO_DEVICE = 'ACME-BLR-GATE-1';

function firstOfMonth(iso: string, monthsAhead: number): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + monthsAhead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Demo time and attendance: a general and a night shift, the Bengaluru office as a site, everyone
 * rostered from the start of last month to the end of next month, and a terminal's punches for every
 * past working day — mostly on time, some late, a few half days and absences — so the team calendar,
 * "My days" and the month lock show real figures on first start. Today has no punches, so clocking in
 * is the person's own.
 */
export async function seedDemoTimeAttendance(tx: Executor, organizationId: string) {
  // Before any setting exists the organisation's schedules run in the server's time zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const [general, night] = await tx
    .insert(attendanceShifts)
    .values([
      {
        organizationId,
        code: 'GEN',
        name: 'General',
        startTime: '09:30',
        endTime: '18:30',
        breakMinutes: 60,
        graceMinutes: 10,
        halfDayMinutes: 240,
        fullDayMinutes: 480,
        weeklyOff: ['SAT', 'SUN'],
      },
      {
        organizationId,
        code: 'NIGHT',
        name: 'Night',
        startTime: '22:00',
        endTime: '06:00',
        breakMinutes: 30,
        graceMinutes: 10,
        halfDayMinutes: 225,
        fullDayMinutes: 450,
        weeklyOff: ['SAT', 'SUN'],
      },
    ])
    .returning();
  const [site] = await tx
    .insert(attendanceSites)
    .values({
      organizationId,
      code: 'BLR',
      name: 'Bengaluru office',
      latitude: 12.9716,
      longitude: 77.5946,
      radiusMeters: 300,
      ipRanges: ['203.0.113.0/24'],
    })
    .returning();
  if (!general || !night || !site) return;

  const today = todayIso();
  const from = firstOfMonth(today, -1);
  const to = addDays(firstOfMonth(today, 2), -1);
  const people = DEMO_PEOPLE.filter((p) => !NOT_ROSTERED.has(p.id));
  const rosterRows: (typeof attendanceRosterDays.$inferInsert)[] = [];
  const punchRows: (typeof attendancePunches.$inferInsert)[] = [];
  people.forEach((person, n) => {
    const shift = NIGHT_PEOPLE.has(person.id) ? night : general;
    const [startHour, startMinute] = shift.startTime.split(':').map(Number) as [number, number];
    const start = startHour * 60 + startMinute;
    let k = 0;
    for (let date = from; date <= to; date = addDays(date, 1), k++) {
      rosterRows.push({ organizationId, employeeId: person.id, date, shiftId: shift.id, siteId: site.id });
      if (date >= today || shift.weeklyOff.includes(weekdayOf(date))) continue;
      const seed = (n + 1) * 31 + k * 7;
      if (seed % 23 === 0) continue; // absent
      const inAt = start - 20 + (seed % 7) * 6 + (seed % 11 === 0 ? 25 : 0); // 20 min early to ~41 min late
      const worked = seed % 13 === 0 ? 5 * 60 : 9 * 60 + 10 + (seed % 5) * 12; // a half day, or a full day with a break
      const endOfDay = shift === night && addDays(date, 1) >= today ? null : inAt + worked;
      punchRows.push({ organizationId, employeeId: person.id, at: instantOf(date, inAt, timeZone), deviceId: DEMO_DEVICE });
      if (endOfDay !== null) {
        punchRows.push({ organizationId, employeeId: person.id, at: instantOf(date, endOfDay, timeZone), deviceId: DEMO_DEVICE });
      }
    }
  });
  for (let i = 0; i < rosterRows.length; i += 1000) await tx.insert(attendanceRosterDays).values(rosterRows.slice(i, i + 1000));
  for (let i = 0; i < punchRows.length; i += 1000) await tx.insert(attendancePunches).values(punchRows.slice(i, i + 1000));
}
