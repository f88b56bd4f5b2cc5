import { sql } from 'drizzle-orm';
import { type Db, plannedOnce } from '../../db/client';
import { scopedView } from '../../db/organization-views';
import { prefixMatch } from '../../db/patterns';
import { employees, employments } from '../employees';

/** A person found, with the reporting lines that decide whether the caller may open their profile. */
export type FoundPerson = {
  employeeId: string;
  name: string;
  designation: string;
  reportingManagerId: string | null;
  hrId: string | null;
};

/** What a person is found by, each served by its own (organization_id, lower(…) text_pattern_ops) index. */
const KEYS = [
  sql.raw(`lower((e.firstname || ' ' || e.lastname))`),
  sql.raw('lower(e.lastname)'),
  sql.raw('lower(e.email)'),
  sql.raw('lower(e.employee_id)'),
];

// Planned once: every key is a range of its index, so one plan serves every text, and a keystroke skips the
// planning of four index scans.
const peopleByPrefixQuery = (db: Db) => {
  const [organizationId, from, to, like, only] = ['org', 'from', 'to', 'like', 'only'].map((name) => sql.placeholder(name));
  const limit = sql.placeholder('limit');
  const branches = KEYS.map(
    (key) => sql`(select e.employee_id, ${key} as k from ${scopedView(employees)} e
       where e.organization_id = ${organizationId} and ${key} ~>=~ ${from} and ${key} ~<~ ${to} and ${key} like ${like}
         and (${only} = '' or e.employee_id = ${only})
       order by ${key} using ~<~ limit ${limit})`,
  );
  const hits = sql`(select employee_id, min(k) as k from (${sql.join(branches, sql` union all `)}) h group by employee_id) hits`;
  return plannedOnce(db)
    .select({
      employeeId: employees.employeeId,
      name: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
      designation: sql<string>`coalesce(${employments.designation}, '')`,
      reportingManagerId: employments.reportingManagerId,
      hrId: employments.hrId,
    })
    .from(hits)
    .innerJoin(employees, sql`${employees.employeeId} = hits.employee_id`)
    .leftJoin(employments, sql`${employments.employeeId} = hits.employee_id`)
    .orderBy(sql`hits.k`, employees.employeeId)
    .limit(limit)
    .prepare('search_people_by_prefix');
};
const preparedPeopleByPrefix = new WeakMap<Db, ReturnType<typeof peopleByPrefixQuery>>();

/**
 * People of the organisation whose full name, last name, e-mail or id starts with the text (any case).
 * Each key is an ordered range scan stopped at `limit`, so the cost does not grow with the organisation:
 * the order is text_pattern_ops' own (`using ~<~`, bytewise), which the index hands over without a sort.
 * `onlyEmployeeId` narrows the search to one person (a caller who may see only themself).
 */
export async function findPeopleByPrefix(
  db: Db,
  params: { organizationId: string; text: string; limit: number; onlyEmployeeId?: string },
): Promise<FoundPerson[]> {
  let query = preparedPeopleByPrefix.get(db);
  if (!query) {
    query = peopleByPrefixQuery(db);
    preparedPeopleByPrefix.set(db, query);
  }
  const { from, to, like } = prefixMatch(params.text);
  return query.execute({
    org: params.organizationId,
    from,
    to,
    like,
    limit: params.limit,
    only: params.onlyEmployeeId ?? '',
  });
}
