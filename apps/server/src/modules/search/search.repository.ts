import type { SearchPerson } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, employments } from '../employees';

const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** What a person is found by, each served by its own (organization_id, lower(…) text_pattern_ops) index. */
const KEYS = [
  sql.raw(`lower((e.firstname || ' ' || e.lastname))`),
  sql.raw('lower(e.lastname)'),
  sql.raw('lower(e.email)'),
  sql.raw('lower(e.employee_id)'),
];

/**
 * People of the organisation whose full name, last name, e-mail or id starts with the text (any case).
 * Each key is an ordered range scan stopped at `limit`, so the cost does not grow with the organisation:
 * the order is text_pattern_ops' own (`using ~<~`, bytewise), which the index hands over without a sort.
 * `onlyEmployeeId` narrows the search to one person (a caller who may see only themself).
 */
export async function findPeopleByPrefix(
  db: Executor,
  params: { organizationId: string; text: string; limit: number; onlyEmployeeId?: string },
): Promise<SearchPerson[]> {
  const pattern = prefixPattern(params.text);
  const only = params.onlyEmployeeId ? sql` and e.employee_id = ${params.onlyEmployeeId}` : sql``;
  const branches = KEYS.map(
    (key) => sql`(select e.employee_id, ${key} as k from ${employees} e
       where e.organization_id = ${params.organizationId} and ${key} like ${pattern}${only}
       order by ${key} using ~<~ limit ${params.limit})`,
  );
  const result = await db.execute<SearchPerson>(sql`
    with hits as (${sql.join(branches, sql` union all `)})
    select e.employee_id as "employeeId", trim(e.firstname || ' ' || e.lastname) as "name",
           coalesce(m.designation, '') as "designation"
      from (select employee_id, min(k) as k from hits group by employee_id) h
      join ${employees} e on e.employee_id = h.employee_id
      left join ${employments} m on m.employee_id = e.employee_id
     order by h.k, e.employee_id
     limit ${params.limit}`);
  return result.rows.map((r) => ({ employeeId: r.employeeId, name: r.name, designation: r.designation }));
}
