import { addDays, formatDate, weekStartOf } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDate } from '../../lib/time-zones';
import { defineSchedule } from '../jobs';
import { queueMails } from '../mail';
import { organizationDateFormat } from '../organization';

/**
 * Mails everyone on staff (employee, manager, HR) who had joined by then and has not submitted the week
 * before the one holding `today` (no week in PENDING, MANAGER_APPROVED or APPROVED), in one query.
 */
export async function remindUnsubmittedTimesheets(db: Executor, organizationId: string, today: string) {
  const monday = addDays(weekStartOf(today), -7);
  const sunday = addDays(monday, 6);
  const result = await db.execute<{ email: string; name: string }>(sql`
    select e.email, e.firstname as name from employees e join accounts a on a.employee_id = e.employee_id
    where e.organization_id = ${organizationId} and a.role in ('ROLE_EMPLOYEE', 'ROLE_MANAGER', 'ROLE_HR')
      and e.email <> '' and e.doj <= ${sunday}
      and not exists (select 1 from timesheet_weeks w where w.employee_id = e.employee_id and w.from_date = ${monday}
        and w.status in ('PENDING', 'MANAGER_APPROVED', 'APPROVED'))`);
  const dateFormat = await organizationDateFormat(db, organizationId);
  const [from, to] = [formatDate(monday, dateFormat), formatDate(sunday, dateFormat)];
  await queueMails(
    db,
    organizationId,
    result.rows.map((r) => ({
      to: r.email,
      subject: `Your timesheet for the week of ${from} is not submitted`,
      text: `Dear ${r.name},\n\nYour timesheet for ${from} to ${to} has not been submitted yet. Please fill it in and submit it under Time Sheet.\n\nHRMS`,
    })),
  );
  return result.rows.length;
}

defineSchedule({
  name: 'timesheet-reminder',
  cron: '0 9 * * 1',
  run: async ({ deps, organizationId, now, timeZone }) => {
    await deps.db.transaction((tx) => remindUnsubmittedTimesheets(tx, organizationId, localDate(now, timeZone)));
  },
});
