import { addDays, formatDate } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDate } from '../../lib/time-zones';
import { defineSchedule } from '../jobs';
import { composeMail, mailLanguageOf, queueMails } from '../mail';
import { organizationDateFormat } from '../organization';

export const EXPIRY_THRESHOLD_DAYS = 30;

/**
 * Passports that expire within 30 days of `today` and were not yet announced for this expiry date and
 * threshold: records the notice and mails the person and their HR, in one transaction. (National IDs
 * carry no expiry date in this product, and visas are not recorded, so passports are what can expire.)
 */
export async function noticeExpiringDocuments(db: Executor, organizationId: string, today: string) {
  const until = addDays(today, EXPIRY_THRESHOLD_DAYS);
  const result = await db.execute<{
    expire_date: string;
    email: string;
    name: string;
    hr_email: string | null;
    hr_name: string | null;
    language: string | null;
    hr_language: string | null;
  }>(sql`
    with due as (
      insert into document_expiry_notices (document_kind, document_id, expire_date, threshold_days, organization_id)
      select 'passport', td.utid, td.expire_date, ${EXPIRY_THRESHOLD_DAYS}, td.organization_id from travel_details td
      where td.organization_id = ${organizationId} and td.expire_date between ${today} and ${until}
      on conflict do nothing
      returning document_id, expire_date)
    select to_char(due.expire_date, 'YYYY-MM-DD') as expire_date, e.email, trim(e.firstname || ' ' || e.lastname) as name,
      hr.email as hr_email, hr.firstname as hr_name, ea.language, hra.language as hr_language
    from due join travel_details td on td.utid = due.document_id
    join employees e on e.employee_id = td.employee_id
    left join employments em on em.employee_id = td.employee_id
    left join employees hr on hr.employee_id = em.hr_id
    left join accounts ea on ea.employee_id = e.employee_id
    left join accounts hra on hra.employee_id = hr.employee_id`);
  const dateFormat = await organizationDateFormat(db, organizationId);
  const mails = result.rows.flatMap((r) => {
    // each mail in its reader's language, the date in the organisation's format
    const own = mailLanguageOf(r.language);
    const hr = mailLanguageOf(r.hr_language);
    const expires = (language: typeof own) => formatDate(r.expire_date, dateFormat, language);
    return [
      ...(r.email
        ? [
            composeMail(
              own,
              r.email,
              say(own, 'mail.passport.subject', { date: expires(own) }),
              [
                say(own, 'mail.dear', { name: r.name }),
                say(own, 'mail.passport.body', { date: expires(own) }),
                say(own, 'mail.signature'),
              ],
              '',
            ),
          ]
        : []),
      ...(r.hr_email
        ? [
            composeMail(
              hr,
              r.hr_email,
              say(hr, 'mail.passport.hrSubject', { name: r.name, date: expires(hr) }),
              [
                say(hr, 'mail.dear', { name: r.hr_name ?? '' }),
                say(hr, 'mail.passport.hrBody', { name: r.name, date: expires(hr) }),
                say(hr, 'mail.signature'),
              ],
              '',
            ),
          ]
        : []),
    ];
  });
  await queueMails(db, organizationId, mails);
  return result.rows.length;
}

defineSchedule({
  name: 'document-expiry',
  cron: '0 7 * * *',
  run: async ({ deps, organizationId, now, timeZone }) => {
    await deps.db.transaction((tx) => noticeExpiringDocuments(tx, organizationId, localDate(now, timeZone)));
  },
});
