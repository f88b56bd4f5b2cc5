// npm run bench (its last lines), or alone: node --import tsx scripts/bench-attendance.ts
// Times time and attendance (BEYOND §B6) on the bench database (DATABASE_URL, else PGlite under DATA_DIR),
// in the largest organisation, on what `npm run seed:scale` left (rosters and a month of punches):
// yesterday's days of everyone worked out (what the lock and a schedule after each shift do, set-based),
// a terminal's batch of 5,000 punches (then the same batch again: all duplicates), and the team calendar
// of 500 people × the days of last month (GET attendance/team-days' service: one page of 500, as an admin
// reads it). Prints Markdown table rows.
import { addDays, todayIso } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../apps/server/src/lib/auth';
import { listTeamDays, readDays, recordDevicePunches } from '../apps/server/src/modules/attendance';
import { organizationTimeZone } from '../apps/server/src/modules/organization';
import { largestOrganization, openBenchDatabase } from './bench-support';

const database = await openBenchDatabase();
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(2)} s`;
try {
  const db = database.db;
  const { largest, deps } = await largestOrganization(database);
  const timeZone = await organizationTimeZone(deps, largest.id);
  // `--day yyyy-MM-dd` picks the day (yesterday by default; a weekend day is all weekly offs)
  const dayArg = process.argv.indexOf('--day');
  const yesterday = dayArg >= 0 ? (process.argv[dayArg + 1] as string) : addDays(todayIso(), -1);
  const people = (
    await db.execute<{ id: string }>(
      sql`select distinct employee_id as id from attendance_roster_days where organization_id = ${largest.id} and date = ${yesterday} order by 1`,
    )
  ).rows.map((r) => r.id);

  let started = performance.now();
  const everyone = await readDays(db, largest.id, timeZone, null, yesterday, yesterday);
  const statuses = new Map<string, number>();
  for (const days of everyone.values()) for (const d of days) statuses.set(d.status, (statuses.get(d.status) ?? 0) + 1);
  console.log(
    `| one day's days of everyone worked out (${yesterday}) | ${people.length} people | ${seconds(started)} | ${[...statuses].map(([s, n]) => `${n} ${s}`).join(', ')} |`,
  );

  const actor: Actor = {
    employeeId: 'bench',
    role: 'ROLE_ADMIN',
    organizationId: largest.id,
    apiToken: { id: 'bench', name: 'bench' },
  };
  const batch = {
    deviceId: `BENCH-${Date.now()}`,
    punches: Array.from({ length: 5000 }, (_, i) => ({
      employeeId: people[i % Math.max(people.length, 1)] ?? 'nobody',
      at: new Date(Date.now() - 3_600_000 + i * 1000).toISOString(),
    })),
  };
  for (const label of ['a batch of 5,000 punches', 'the same batch again (duplicates)']) {
    started = performance.now();
    const result = await recordDevicePunches(deps, actor, batch);
    console.log(
      `| ${label} | 5000 punches | ${seconds(started)} | ${result.accepted} stored, ${result.duplicates} duplicates, ${result.unknown.length} unknown |`,
    );
  }

  const [y, m] = todayIso().split('-').map(Number) as [number, number];
  const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  started = performance.now();
  const calendar = await listTeamDays(deps, { ...actor, apiToken: undefined }, { month: lastMonth, page: 0, size: 500 });
  const cells = calendar.items.reduce((sum, row) => sum + row.days.length, 0);
  console.log(
    `| the team calendar of ${lastMonth} (GET attendance/team-days' service, a page of 500) | ${calendar.items.length} people | ${seconds(started)} | ${cells} days |`,
  );
} finally {
  await database.close();
}
