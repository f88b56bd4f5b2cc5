import { addDays, todayIso, weekStartOf } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { approvedAttendanceHours, assignmentsBetween } from './timesheets.sources';
import { timesheetEntries, timesheetWeeks } from './timesheets.tables';

/** Whose weeks the demo fills: engineers of HRMS3 (manager) with HRMS2 as HR. */
const DEMO_PEOPLE = ['HRMS4', 'HRMS11'];
/** Weeks back from this one and where each stands; last week and this one are left to fill in. */
const DEMO_WEEKS: { weeksAgo: number; status: 'APPROVED' | 'REJECTED' | 'PENDING'; comments: string }[] = [
  { weeksAgo: 6, status: 'APPROVED', comments: 'Looks good' },
  { weeksAgo: 5, status: 'APPROVED', comments: 'Approved' },
  { weeksAgo: 4, status: 'APPROVED', comments: 'Thanks' },
  { weeksAgo: 3, status: 'REJECTED', comments: 'Friday is missing, please add it' },
  { weeksAgo: 2, status: 'PENDING', comments: '' },
];
/** Whole hours, as the grid's two-character inputs take them (spec 3 §5). */
const DAY_HOURS = [800, 900, 800, 700, 800];

/** Six weeks of timesheets for the demo engineers on their assigned projects, in every status (the module's demoSeeds). */
export async function seedDemoTimesheets(tx: Executor, organizationId: string) {
  const thisMonday = weekStartOf(todayIso());
  for (const employeeId of DEMO_PEOPLE) {
    for (const week of DEMO_WEEKS) {
      const monday = addDays(thisMonday, -7 * week.weeksAgo);
      const sunday = addDays(monday, 6);
      const assignments = await assignmentsBetween(tx, organizationId, employeeId, monday, sunday);
      const workdays = week.status === 'REJECTED' ? 4 : 5;
      const entries = Array.from({ length: workdays }, (_, i) => addDays(monday, i)).flatMap((date, i) => {
        const project = assignments.find((a) => a.startDate <= date && (!a.endDate || a.endDate >= date));
        return project
          ? [{ organizationId, employeeId, projectCode: project.projectCode, workDate: date, hundredths: DAY_HOURS[i] ?? 800 }]
          : [];
      });
      if (entries.length === 0) continue;
      await tx.insert(timesheetEntries).values(entries);
      const swipes = await approvedAttendanceHours(tx, organizationId, employeeId, monday, sunday);
      const decidedAt = new Date(`${addDays(sunday, 1)}T10:00:00Z`);
      await tx.insert(timesheetWeeks).values({
        organizationId,
        employeeId,
        fromDate: monday,
        toDate: sunday,
        totalHundredths: entries.reduce((sum, e) => sum + e.hundredths, 0),
        swipeHundredths: swipes.reduce((sum, s) => sum + s.hundredths, 0),
        status: week.status,
        ...(week.status === 'PENDING'
          ? {}
          : { managerDecidedBy: 'HRMS3', managerComments: week.comments, managerDecidedAt: decidedAt }),
        createdAt: decidedAt,
      });
    }
  }
}
