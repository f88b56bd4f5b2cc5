import { addDays, formatDate, weekStartOf } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDate } from '../../lib/time-zones';
import { defineSchedule } from '../jobs';
import { composeMail, mailLanguageOf, queueMails } from '../mail';
import { organizationDateFormat } from '../organization';

/**
 * Mails everyone on staff (employee, manager, HR) who had joined by then and has not submitted the week
 * before the one holding `today` (no week in PENDING, MANAGER_APPROVED or APPROVED), in one query.
 */
export async function remindUnsubmittedTimesheets(db: Executor, organizationId: string, today: string) {
  const monday = addDays(weekStartOf(today), -7);
  const sunday = addDays(monday, 6);
  const result = await db.execute<{ email: string; name: string; language: string | null }>(sql`
    select e.email, e.firstname as name, a.language from employees e join accounts a on a.employee_id = e.employee_id
    where e.organization_id = ${organizationId} and a.role in ('ROLE_EMPLOYEE', 'ROLE_MANAGER', 'ROLE_HR')
      and e.email <> '' and e.doj <= ${sunday}
      and not exists (select 1 from timesheet_weeks w where w.employee_id = e.employee_id and w.from_date = ${monday}
        and w.status in ('PENDING', 'MANAGER_APPROVED', 'APPROVED'))`);
  const dateFormat = await organizationDateFormat(db, organizationId);
  await queueMails(
    db,
    organizationId,
    result.rows.map((r) => {
      // the week's days in the organisation's format, month names in the person's language
      const language = mailLanguageOf(r.language);
      const [from, to] = [formatDate(monday, dateFormat, language), formatDate(sunday, dateFormat, language)];
      return composeMail(
        language,
        r.email,
        say(language, 'mail.timesheetReminder.subject', { from }),
        [
          say(language, 'mail.dear', { name: r.name }),
          say(language, 'mail.timesheetReminder.body', { from, to }),
          say(language, 'mail.signature'),
        ],
        '',
      );
    }),
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
