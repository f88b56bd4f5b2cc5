import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE, type DemoPerson } from '../../seed/demo-people';
import { employees } from '../employees';

/** Left without education, family, experience and travel: the browser journey fills them in. */
export const DEMO_PROFILE_BLANK = 'HRMS33';

export type DemoSubject = {
  n: number;
  person: DemoPerson;
  dob: string;
  doj: string;
  married: boolean;
  fatherName: string;
};

/** The demo people (with the numbers the demo data is derived from) and their seeded personal details. */
export async function demoSubjects(tx: Executor, organizationId: string): Promise<DemoSubject[]> {
  const ids = DEMO_PEOPLE.map((p) => p.id);
  const rows = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, ids)));
  const byId = new Map(rows.map((row) => [row.employeeId, row]));
  return DEMO_PEOPLE.flatMap((person, i) => {
    const row = byId.get(person.id);
    if (!row || person.id === DEMO_PROFILE_BLANK) return [];
    return [
      {
        n: i + 1,
        person,
        dob: row.dob,
        doj: row.doj,
        married: row.maritialStatus === 'Married',
        fatherName: row.fatherName,
      },
    ];
  });
}

export const pick = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;
