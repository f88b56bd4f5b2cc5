import { type AttendanceStatus, type AttendanceType, addDays, parseIsoDate, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE, type DemoPerson } from '../../seed/demo-people';
import { attendanceRecords } from './attendance.tables';

type Row = typeof attendanceRecords.$inferInsert;

/** The journeys file HRMS4's attendance for the last three days, so those stay free. */
const JOURNEY_PERSON = 'HRMS4';
const JOURNEY_FREE_DAYS = 3;
/** Recent entries still waiting for HRMS3 (manager) or HRMS2 (HR); the rest of the fortnight is decided. */
const WAITING = new Set(['HRMS4', 'HRMS11', 'HRMS12', 'HRMS13', 'HRMS17', 'HRMS20', 'HRMS23', 'HRMS24', 'HRMS28', 'HRMS32']);
const DECIDERS = new Set(['ROLE_MANAGER', 'ROLE_HR']);
const APPROVAL_NOTES = ['Verified with the swipe records.', 'Approved.', 'Matches the team calendar.', 'Thanks for updating.'];
const byId = new Map(DEMO_PEOPLE.map((p) => [p.id, p]));

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isWeekend = (iso: string) => [0, 6].includes(parseIsoDate(iso)!.getUTCDay());
/** That day at that hour (UTC), but never later than `minutesAgo` before now: yesterday's entry is not decided tomorrow. */
const at = (iso: string, hour: number, minutesAgo: number) =>
  new Date(Math.min(Date.parse(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`), Date.now() - minutesAgo * 60_000));

/** The decider of a demo person's request in a single-level organisation: the manager when they can decide, else HR. */
function deciderOf(person: DemoPerson): { step: 'manager' | 'hr'; by: string } | null {
  const manager = person.manager ? byId.get(person.manager) : undefined;
  if (manager && DECIDERS.has(manager.role)) return { step: 'manager', by: manager.id };
  const hr = person.hr ? byId.get(person.hr) : undefined;
  if (hr && DECIDERS.has(hr.role)) return { step: 'hr', by: hr.id };
  return null;
}

function entryFor(person: DemoPerson, n: number, date: string, daysAgo: number): Row | null {
  const decider = deciderOf(person);
  if (!decider) return null;
  const seed = n * 7 + daysAgo * 3;
  const type: AttendanceType = seed % 9 === 0 ? 'halfDay' : seed % 4 === 0 ? 'workFromHome' : 'workFromOffice';
  const start = 9 * 60 + (seed % 4) * 15 - 15; // 08:45 to 09:30
  const length = type === 'halfDay' ? 4 * 60 + (seed % 3) * 15 : 8 * 60 + (seed % 5) * 15; // 4h–4h30, 8h–9h
  const waiting = WAITING.has(person.id) && daysAgo <= 6 && (daysAgo + n) % 2 === 0;
  const rejected = !waiting && daysAgo > 7 && (n + daysAgo) % 17 === 0;
  const status: AttendanceStatus = waiting ? 'PENDING' : rejected ? 'REJECTED' : 'APPROVED';
  const filed = at(addDays(date, 1), 8 + (n % 3), 2);
  const decidedAt = at(addDays(date, 2), 11 + (n % 5), 1);
  const comments = rejected
    ? 'The swipe records show a different time; please file it again.'
    : APPROVAL_NOTES[seed % APPROVAL_NOTES.length]!;
  const decision =
    status === 'PENDING'
      ? {}
      : decider.step === 'manager'
        ? { managerDecidedBy: decider.by, managerComments: comments, managerDecidedAt: decidedAt }
        : { hrDecidedBy: decider.by, hrComments: comments, hrDecidedAt: decidedAt };
  return {
    employeeId: person.id,
    organizationId: '',
    attendanceDate: date,
    inTime: hhmm(start),
    outTime: hhmm(start + length),
    workingMinutes: length,
    type,
    status,
    ...decision,
    createdAt: filed,
    updatedAt: status === 'PENDING' ? filed : decidedAt,
  };
}

/**
 * Two weeks of attendance for the demo people (weekdays, relative to today): decided entries, a few
 * rejected, and recent ones waiting for HRMS3 and HRMS2. HRMS4's last three days stay free for the journeys;
 * the onboarding new joiner has none.
 */
export async function seedDemoAttendance(tx: Executor, organizationId: string) {
  const today = todayIso();
  const rows: Row[] = [];
  DEMO_PEOPLE.forEach((person, i) => {
    if (person.role === 'ROLE_ONBOARDING') return;
    for (let daysAgo = 14; daysAgo >= 1; daysAgo--) {
      const date = addDays(today, -daysAgo);
      if (isWeekend(date)) continue;
      if (person.id === JOURNEY_PERSON && daysAgo <= JOURNEY_FREE_DAYS) continue;
      const row = entryFor(person, i + 1, date, daysAgo);
      if (row) rows.push({ ...row, organizationId });
    }
  });
  if (rows.length) await tx.insert(attendanceRecords).values(rows);
}
