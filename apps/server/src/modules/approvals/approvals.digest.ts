import { documentText as say } from '@hrms/shared/i18n/documents';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { defineSchedule } from '../jobs';
import { composeMail, mailLanguageOf, queueMails } from '../mail';
import { type ApprovalKindConfig, isMultiLevel, listApprovalKinds } from './approvals.engine';

type Waiting = {
  decider: string;
  role: 'ROLE_MANAGER' | 'ROLE_HR';
  n: number;
  oldest: Date;
  email: string;
  name: string;
  language: string | null;
};

/**
 * Per decider, how many requests of one kind wait for them and since when — the routing of
 * `awaitingDecisionOf` (manager step on PENDING; HR on MANAGER_APPROVED, or on PENDING when there is
 * no manager step), in one grouped statement for the whole organisation.
 */
async function waitingOf(db: Executor, k: ApprovalKindConfig, organizationId: string, multiLevel: boolean) {
  const t = k.table;
  const managerDecides = sql`exists (select 1 from accounts a where a.employee_id = em.reporting_manager_id and a.role in ('ROLE_MANAGER', 'ROLE_HR'))`;
  const result = await db.execute<{
    decider: string;
    role: Waiting['role'];
    n: string;
    oldest: string;
    email: string;
    name: string;
    language: string | null;
  }>(sql`
    select x.decider, x.role, count(*) as n, min(${t.createdAt}) as oldest, d.email, d.firstname as name,
      (select a.language from accounts a where a.employee_id = x.decider) as language
    from ${t} join employments em on em.employee_id = ${t.employeeId}
    cross join lateral (values
      (em.reporting_manager_id, 'ROLE_MANAGER', ${t.status} = 'PENDING' and ${managerDecides}),
      (em.hr_id, 'ROLE_HR', ${t.status} = 'MANAGER_APPROVED' or (${t.status} = 'PENDING' and (${!multiLevel} or not ${managerDecides})))
    ) as x(decider, role, waits)
    join employees d on d.employee_id = x.decider
    where ${t.organizationId} = ${organizationId} and ${t.status} in ('PENDING', 'MANAGER_APPROVED')
      and x.waits and x.decider <> ${t.employeeId} and d.email <> ''
    group by x.decider, x.role, d.email, d.firstname`);
  return result.rows.map((r) => ({ ...r, n: Number(r.n), oldest: new Date(r.oldest), kind: k }));
}

const daysSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000));

/** One mail per decider listing what waits for them, for how long, and where to decide it. */
export async function sendApprovalsDigest(db: Executor, organizationId: string, now: Date, baseUrl: string) {
  const multiLevel = await isMultiLevel(db, organizationId);
  const byDecider = new Map<string, (Waiting & { kind: ApprovalKindConfig })[]>();
  for (const k of listApprovalKinds())
    for (const w of await waitingOf(db, k, organizationId, multiLevel))
      byDecider.set(w.decider, [...(byDecider.get(w.decider) ?? []), w]);
  const mails = [...byDecider.values()].map((items) => {
    const first = items[0]!;
    const language = mailLanguageOf(first.language);
    const total = items.reduce((sum, w) => sum + w.n, 0);
    const lines = items.map(
      (w) =>
        `- ${say(language, 'mail.digest.line', {
          kind: { key: `mail.kinds.${w.kind.kind}` },
          count: w.n,
          days: daysSince(w.oldest, now),
          link: `${baseUrl}${w.kind.links.decide(w.decider, w.role)}`,
        })}`,
    );
    return composeMail(
      language,
      first.email,
      say(language, 'mail.digest.subject', { count: total }),
      [
        say(language, 'mail.dear', { name: first.name }),
        `${say(language, 'mail.digest.intro')}\n${lines.join('\n')}`,
        say(language, 'mail.signature'),
      ],
      '',
    );
  });
  await queueMails(db, organizationId, mails);
  return mails.length;
}

defineSchedule({
  name: 'approvals-digest',
  cron: '0 8 * * *',
  run: async ({ deps, organizationId, now }) => {
    await deps.db.transaction((tx) => sendApprovalsDigest(tx, organizationId, now, deps.config.publicUrl ?? ''));
  },
});
