import { addDays, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { deliverables, performanceRecords } from './performance.tables';

const GOALS: [title: string, description: string, criteria: string][] = [
  [
    'Ship the leave module',
    'Deliver leave application and approvals end to end.',
    'Released to production with no open blockers',
  ],
  ['Improve test coverage', 'Raise automated test coverage of the owned services.', 'Coverage above 80%'],
  ['Mentor a new joiner', 'Pair weekly with a trainee for the first quarter.', 'Trainee completes onboarding tasks'],
  ['Reduce page load time', 'Profile and fix the slowest screens.', 'p95 below 1.5 s'],
  ['Document the API', 'Write the OpenAPI descriptions for every route owned.', 'Reviewed by the team lead'],
];

/** Reportees of HRMS3 and HRMS7 with one or two performance records, deliverables in both states (the module's demoSeeds). */
export async function seedDemoPerformance(tx: Executor, organizationId: string) {
  const today = todayIso();
  const year = today.slice(0, 4);
  const people = DEMO_PEOPLE.filter((p) => (p.manager === 'HRMS3' || p.manager === 'HRMS7') && p.role !== 'ROLE_ONBOARDING');
  for (const [n, person] of people.entries()) {
    const periods = n % 3 === 0 ? [`PERF-${year}-H1`, `PERF-${year}-H2`] : [`PERF-${year}-H2`];
    for (const [p, performanceId] of periods.entries()) {
      const [record] = await tx
        .insert(performanceRecords)
        .values({
          organizationId,
          employeeId: person.id,
          managerId: person.manager!,
          performanceId,
          comments: p === 0 && periods.length > 1 ? 'Met expectations; strong ownership of deliverables.' : '',
        })
        .returning();
      const count = 2 + ((n + p) % 2);
      await tx.insert(deliverables).values(
        Array.from({ length: count }, (_, i) => {
          const [title, description, criteria] = GOALS[(n + i + p) % GOALS.length]!;
          const done = periods.length > 1 && p === 0 ? true : i === 0;
          return {
            organizationId,
            recordId: record!.id,
            deliverableTitle: title,
            description,
            measurementCriteria: criteria,
            expectedCompletedDate: addDays(today, done ? -20 - i * 5 : 15 + i * 10),
            status: done ? ('Completed' as const) : ('INPROGRESS' as const),
          };
        }),
      );
    }
  }
}
