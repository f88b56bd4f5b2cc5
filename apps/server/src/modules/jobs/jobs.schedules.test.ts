import { addDays, addYears, formatDate, leaveTypeOfferedTo, todayIso, weekStartOf } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { seedDemoOrganization } from '../../seed/demo';
import { createTestDb, testConfig } from '../../test/helpers';
import { sendApprovalsDigest } from '../approvals';
import { employees } from '../employees';
import { accrueLeave, leaveLedger, listLeaveTypes, syncLedger } from '../leave';
import { mailOutbox } from '../mail';
import { organizations, organizationTimeZones } from '../organization';
import { noticeExpiringDocuments, travelDetails } from '../profile';
import { remindUnsubmittedTimesheets } from '../timesheets';
import { runDueSchedules } from './jobs.schedules';
import { jobSchedules } from './jobs.tables';

let database: Database;
const ORG = 'ORG1';
const today = todayIso();
const depsOf = (db: Database['db']) => ({ db, log: Fastify({ logger: false }).log, config: testConfig() }) as Deps;

beforeAll(async () => {
  database = await createTestDb();
  await seedDemoOrganization(database.db);
});
afterAll(async () => {
  await database?.close();
});

const chooseDateFormat = (dateFormat: 'DD/MM/YYYY' | 'MM/DD/YYYY' | null) =>
  database.db.update(organizations).set({ dateFormat }).where(eq(organizations.organizationId, ORG));

/** The accrual and carry-forward rows of the ledger, comparable across runs. */
async function accrualRows() {
  const rows = await database.db
    .select({
      employeeId: leaveLedger.employeeId,
      leaveType: leaveLedger.leaveType,
      year: leaveLedger.year,
      month: leaveLedger.month,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      note: leaveLedger.note,
    })
    .from(leaveLedger)
    .where(inArray(leaveLedger.kind, ['ACCRUAL', 'CARRY_FORWARD']));
  return rows.map((r) => JSON.stringify(r)).sort();
}
const clearAccruals = () => database.db.delete(leaveLedger).where(inArray(leaveLedger.kind, ['ACCRUAL', 'CARRY_FORWARD']));
const mailsTo = async (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('leave-accrual', () => {
  it('writes for everyone, in one pass, exactly what the per-person ledger sync writes', async () => {
    await clearAccruals();
    const types = await listLeaveTypes(database.db, ORG);
    const people = await database.db.select().from(employees).where(eq(employees.organizationId, ORG));
    for (const p of people) {
      const person = { organizationId: ORG, employeeId: p.employeeId, doj: p.doj };
      // a person holds a balance only of the types offered to them (BEYOND §B9)
      const theirs = types.filter((type) => leaveTypeOfferedTo(type.gender, p.gender));
      await syncLedger(database.db, person, theirs, `${Number(today.slice(0, 4)) - 1}-12-31`);
      await syncLedger(database.db, person, theirs, today);
    }
    const bySync = await accrualRows();
    expect(bySync.length).toBeGreaterThan(people.length);

    await clearAccruals();
    await accrueLeave(database.db, ORG, today);
    expect(await accrualRows()).toEqual(bySync);
  });

  it('changes nothing when run twice', async () => {
    await accrueLeave(database.db, ORG, today);
    const once = await accrualRows();
    const [{ total }] = (await database.db.execute<{ total: string }>(sql`select sum(days)::text as total from leave_ledger`))
      .rows as [{ total: string }];
    await accrueLeave(database.db, ORG, today);
    expect(await accrualRows()).toEqual(once);
    const [again] = (await database.db.execute<{ total: string }>(sql`select sum(days)::text as total from leave_ledger`)).rows;
    expect(again?.total).toBe(total);
  });

  it("a monthly run looks only from the last run's month, yet gives people added since every month", async () => {
    await clearAccruals();
    await accrueLeave(database.db, ORG, today);
    const full = await accrualRows();

    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const lastMonth = month === 1 ? `${year - 1}-12-15` : `${year}-${String(month - 1).padStart(2, '0')}-15`;
    await clearAccruals();
    await accrueLeave(database.db, ORG, lastMonth);
    const lastRun = new Date();
    // HRMS4 arrives (an import) after last month's run, with a joining date long ago.
    await database.db.delete(leaveLedger).where(and(eq(leaveLedger.employeeId, 'HRMS4'), eq(leaveLedger.kind, 'ACCRUAL')));
    await database.db
      .update(employees)
      .set({ createdAt: new Date(lastRun.getTime() + 60_000) })
      .where(eq(employees.employeeId, 'HRMS4'));
    await accrueLeave(database.db, ORG, today, { at: lastRun, day: lastMonth });
    expect(await accrualRows()).toEqual(full);
  });
});

describe('document-expiry', () => {
  it("mails the person and their HR once for a passport that expires within 30 days, the date in the organisation's format", async () => {
    await chooseDateFormat('DD/MM/YYYY');
    const [passport] = await database.db.select().from(travelDetails).where(eq(travelDetails.employeeId, 'HRMS4'));
    await database.db
      .update(travelDetails)
      .set({ expireDate: addDays(today, 12) })
      .where(eq(travelDetails.utid, passport!.utid));
    const [person] = await database.db.select().from(employees).where(eq(employees.employeeId, 'HRMS4'));
    expect(await noticeExpiringDocuments(database.db, ORG, today)).toBeGreaterThanOrEqual(1);
    const toPerson = await mailsTo(person!.email);
    const expires = formatDate(addDays(today, 12), 'DD/MM/YYYY');
    expect(toPerson.filter((m) => m.subject === `Your passport expires on ${expires}`)).toHaveLength(1);
    expect(toPerson.find((m) => m.subject.endsWith(expires))?.text).toContain(`expires on ${expires}.`);
    expect(
      (await database.db.select().from(mailOutbox)).some((m) => m.subject.includes('passport expires') && m.to !== person!.email),
    ).toBe(true);
    const before = (await database.db.select().from(mailOutbox)).length;
    expect(await noticeExpiringDocuments(database.db, ORG, today)).toBe(0);
    expect((await database.db.select().from(mailOutbox)).length).toBe(before);
    // a renewed passport that expires again later is announced again, once
    await database.db
      .update(travelDetails)
      .set({ expireDate: addYears(addDays(today, 5), 0) })
      .where(eq(travelDetails.utid, passport!.utid));
    expect(await noticeExpiringDocuments(database.db, ORG, today)).toBe(1);
    await chooseDateFormat(null);
  });
});

describe('timesheet-reminder and approvals-digest', () => {
  it("reminds staff whose last week is not submitted, and nobody who submitted it, the week in the organisation's format", async () => {
    await chooseDateFormat('MM/DD/YYYY');
    const n = await remindUnsubmittedTimesheets(database.db, ORG, today);
    await chooseDateFormat(null);
    expect(n).toBeGreaterThan(0);
    const reminders = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like 'Your timesheet for the week of %'`);
    expect(reminders).toHaveLength(n);
    const monday = addDays(weekStartOf(today), -7);
    const week = `${formatDate(monday, 'MM/DD/YYYY')} to ${formatDate(addDays(monday, 6), 'MM/DD/YYYY')}`;
    expect(
      reminders.every((m) => m.subject.includes(`week of ${formatDate(monday, 'MM/DD/YYYY')} is`) && m.text.includes(week)),
    ).toBe(true);
    const submitted = await database.db.execute<{ email: string }>(sql`
      select e.email from timesheet_weeks w join employees e on e.employee_id = w.employee_id
      where w.from_date = ${addDays(today, -7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7))}
        and w.status in ('PENDING', 'MANAGER_APPROVED', 'APPROVED')`);
    for (const { email } of submitted.rows) expect(reminders.some((m) => m.to === email)).toBe(false);
  });

  it('sends one mail per decider listing what waits, for how long, with links', async () => {
    const n = await sendApprovalsDigest(database.db, ORG, new Date(), 'https://hr.example');
    expect(n).toBeGreaterThan(0);
    const digests = await database.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '% wait for your decision'`);
    expect(digests).toHaveLength(n);
    expect(new Set(digests.map((m) => m.to)).size).toBe(n);
    expect(digests[0]!.text).toMatch(/the oldest waiting \d+ day\(s\): https:\/\/hr\.example\//);
  });
});

describe('the clock', () => {
  it('runs a due schedule once per organisation even when two server copies tick at the same moment', async () => {
    // a second copy: its own connection (pool) to the same database on PostgreSQL; the same engine on PGlite
    const url = (database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client.options
      ?.connectionString;
    const other = url ? await openDatabase({ url, poolSize: 4 }) : null;
    try {
      await database.db.delete(jobSchedules);
      for (const organizationId of ['ORG1'])
        await database.db.insert(organizationTimeZones).values({ organizationId, timeZone: 'UTC' }).onConflictDoNothing();
      // 1 December, 01:00:30 UTC: leave-accrual (01:00 on the 1st) and webhook-delivery (every minute) are due;
      // the daily and weekly ones are not
      const now = new Date('2026-12-01T01:00:30Z');
      const copies = [depsOf(database.db), depsOf(other?.db ?? database.db)];
      const runs = await Promise.all(copies.map((deps) => runDueSchedules(deps, now)));
      expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
      const [state] = await database.db
        .select()
        .from(jobSchedules)
        .where(and(eq(jobSchedules.organizationId, ORG), eq(jobSchedules.name, 'leave-accrual')));
      expect(state).toMatchObject({ lastStatus: 'success', lastRunAt: now });
      // a minute later only webhook-delivery is due again, and one copy runs it
      const later = await Promise.all(copies.map((deps) => runDueSchedules(deps, new Date(now.getTime() + 60_000))));
      expect(later.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await other?.close();
    }
  });
});
