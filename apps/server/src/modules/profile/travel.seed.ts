import { addDays, addYears, todayIso, travelSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { demoSubjects, pick } from './demo-subjects';
import { travelDetails } from './travel.tables';

const OFFICES = ['Bengaluru', 'Chennai', 'Mumbai', 'Hyderabad', 'Kochi'];

/** Two in three demo people hold a passport, HRMS1 and HRMS4 among them. */
const hasPassport = (n: number) => n % 3 !== 2;

/** Demo passports (the module's demoSeeds). */
export async function seedDemoTravel(tx: Executor, organizationId: string) {
  const today = todayIso();
  const rows: (typeof travelDetails.$inferInsert)[] = [];
  for (const { n, person } of await demoSubjects(tx, organizationId)) {
    if (!hasPassport(n)) continue;
    const issueDate = addDays(addYears(today, -(n % 9)), -((n * 37) % 300));
    const travel = travelSchema.parse({
      passportNumber: `${pick([...'JKLMNPRSTUVZ'], n)}${String(3100000 + n * 7919).slice(-7)}`,
      issueDate,
      expireDate: addDays(addYears(issueDate, 10), -1),
      placeOfIssue: pick(OFFICES, n),
      country: 'India',
      issuingAuthority: 'Regional Passport Office',
    });
    const { employeeId: _id, ...record } = travel;
    rows.push({ ...record, organizationId, employeeId: person.id });
  }
  if (rows.length) await tx.insert(travelDetails).values(rows);
}
