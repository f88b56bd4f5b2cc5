import { randomUUID } from 'node:crypto';
import { DEFAULT_PT_SLABS, type PtSlab, rupees } from '@hrms/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { defineJob } from '../jobs';
import { attendanceLopDaysOf } from './payroll.attendance';
import { financialYearStart, firstDayOf, lastDayOf, shiftMonth } from './payroll.months';
import { readChunkPayouts, recordChunkPayouts, releaseRunPayouts, samePayouts } from './payroll.payouts';
import { declarationsInForce, previousEmploymentOf } from './payroll-declarations.repository';
import { type ChunkData, computePersonPayslip, type RunContext } from './payroll-runs.compute';
import * as repo from './payroll-runs.repository';
import type { StoredRunError } from './payroll-runs.tables';
import * as setup from './payroll-setup.repository';

/** People computed and written together: one read of each kind and one INSERT of payslips per chunk. */
export const RUN_CHUNK_PEOPLE = 1000;
/** How far back arrears look for months paid with an older revision. */
const ARREARS_LOOKBACK_MONTHS = 24;
const RUN_JOB = 'payroll-run';
export const RUN_FAILED_MESSAGE = 'The run stopped because of an error on our side. Start it again.';

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

/** The PT slabs of every state: the organisation's own, else the engine's defaults. */
export async function ptSlabsByState(db: Executor, organizationId: string): Promise<Map<string, PtSlab[]>> {
  const slabs = new Map<string, PtSlab[]>(Object.entries(DEFAULT_PT_SLABS));
  for (const row of await setup.listPtSlabs(db, organizationId)) slabs.set(row.state, row.slabs);
  return slabs;
}

/** What a whole run reads once. */
export async function loadRunContext(
  db: Executor,
  run: Pick<repo.RunRow, 'id' | 'organizationId' | 'month'>,
): Promise<RunContext> {
  const [structures, ptSlabs, attendanceLopDays] = await Promise.all([
    setup.listLatestStructures(db, run.organizationId),
    ptSlabsByState(db, run.organizationId),
    attendanceLopDaysOf(db, run.organizationId, run.month),
  ]);
  return {
    organizationId: run.organizationId,
    runId: run.id,
    month: run.month,
    structures: new Map(structures.map((s) => [s.code, s])),
    ptSlabs,
    attendanceLopDays,
  };
}

/** What a chunk of people needs, one query per kind. */
export async function readChunkData(db: Executor, ctx: RunContext, employeeIds: readonly string[]): Promise<ChunkData> {
  const historyFrom = [financialYearStart(ctx.month), shiftMonth(ctx.month, -ARREARS_LOOKBACK_MONTHS)].sort()[0]!;
  const [people, revisions, inputs, history, declarations, payouts, previousEmployment] = await Promise.all([
    repo.listPeople(db, employeeIds),
    setup.listRevisionsOf(db, ctx.organizationId, employeeIds, lastDayOf(ctx.month)),
    repo.listInputs(db, ctx.runId, employeeIds),
    repo.listPublishedHistory(db, ctx.organizationId, employeeIds, { from: historyFrom, before: ctx.month }),
    declarationsInForce(db, ctx.organizationId, ctx.month, employeeIds),
    readChunkPayouts(db, ctx, employeeIds),
    previousEmploymentOf(db, ctx.organizationId, ctx.month, employeeIds),
  ]);
  return {
    people,
    revisions: groupBy(revisions, (r) => r.employeeId),
    inputs: new Map(inputs.map((i) => [i.employeeId, i])),
    history: groupBy(history, (h) => h.employeeId),
    declarations,
    payouts,
    previousEmployment,
  };
}

/** A chunk's payslips and errors from its data: no database, the same answer for the same data. */
function computeChunkPayslips(ctx: RunContext, data: ChunkData) {
  const payslips: repo.NewPayslip[] = [];
  const errors: StoredRunError[] = [];
  const faults: unknown[] = [];
  for (const person of [...data.people].sort((a, b) => (a.employeeId < b.employeeId ? -1 : 1))) {
    const result = computePersonPayslip(ctx, person, data);
    if ('payslip' in result) payslips.push(result.payslip);
    else {
      errors.push(result.error);
      if (result.cause) faults.push(result.cause);
    }
  }
  return { payslips, errors, faults };
}

/** A chunk's data and its payslips and errors; the claims those payslips reimburse are taken and leavers' settlements written. */
export async function computeChunk(db: Executor, ctx: RunContext, employeeIds: readonly string[]) {
  const data = await readChunkData(db, ctx, employeeIds);
  const computed = computeChunkPayslips(ctx, data);
  await recordChunkPayouts(db, ctx, data.payouts, computed.payslips);
  return computed;
}

type AheadChunk = { employeeIds: readonly string[]; data: ChunkData } & ReturnType<typeof computeChunkPayslips>;

/**
 * A chunk read and computed ahead, outside the transaction that will write it, while the chunk before is
 * being written: the database stores one chunk while this process computes the next. Its failure waits
 * for the loop's await (marked handled meanwhile, so a run that stops early leaves no stray rejection).
 */
function computeAhead(db: Executor, ctx: RunContext, employeeIds: readonly string[]): Promise<AheadChunk> {
  const ahead = readChunkData(db, ctx, employeeIds).then((data) => ({ employeeIds, data, ...computeChunkPayslips(ctx, data) }));
  ahead.catch(() => {});
  return ahead;
}

/**
 * Computes every payslip of a run in chunks, each chunk written in its own transaction: inserted with one
 * statement, and its people's errors appended. A chunk's transaction first checks that the run is still
 * this generation's computation (a new run or new inputs start another one); a stale job stops. Each chunk
 * is read and computed ahead, while the one before is written; its transaction then reads and locks the
 * expense claims and leavers it pays (as a chunk always did) and, if they moved in between, computes the
 * chunk again from them.
 */
export async function computeRun(deps: Deps, runId: string, generation: number, chunkPeople = RUN_CHUNK_PEOPLE) {
  const current = (run: repo.RunRow | null): run is repo.RunRow =>
    run !== null && run.generation === generation && run.status === 'COMPUTING';
  const start = await deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!current(run)) return null;
    // a retried job starts over: what an earlier attempt of this generation wrote goes
    await repo.clearRunResults(tx, runId);
    await releaseRunPayouts(tx, { organizationId: run.organizationId, runId });
    return run;
  });
  if (!start) return;
  let next: Promise<AheadChunk> | null = null;
  try {
    const ctx = await loadRunContext(deps.db, start);
    const people = await repo.listPayablePeople(deps.db, start.organizationId, {
      first: firstDayOf(start.month),
      last: lastDayOf(start.month),
    });
    const chunkAt = (i: number) => people.slice(i, i + chunkPeople);
    if (people.length > 0) next = computeAhead(deps.db, ctx, chunkAt(0));
    for (let i = 0; next; i += chunkPeople) {
      const ahead: AheadChunk = await next;
      next = i + chunkPeople < people.length ? computeAhead(deps.db, ctx, chunkAt(i + chunkPeople)) : null;
      const stale = await deps.db.transaction(async (tx) => {
        if (!current(await repo.lockRun(tx, runId))) return true;
        const payouts = await readChunkPayouts(tx, ctx, ahead.employeeIds);
        const { payslips, errors, faults } = samePayouts(payouts, ahead.data.payouts)
          ? ahead
          : computeChunkPayslips(ctx, { ...ahead.data, payouts });
        for (const fault of faults) deps.log.error({ err: fault, runId }, 'payslip computation failed');
        await recordChunkPayouts(tx, ctx, payouts, payslips);
        await repo.insertPayslips(tx, payslips);
        await repo.appendRunErrors(tx, runId, errors);
        return false;
      });
      if (stale) return;
    }
    await deps.db.transaction(async (tx) => {
      if (current(await repo.lockRun(tx, runId))) await repo.finishRun(tx, runId);
    });
  } catch (error) {
    deps.log.error({ err: error, runId }, 'pay run failed');
    await failRun(deps, runId, generation).catch(() => {});
  } finally {
    // a run stopped early lets the chunk computed ahead finish before the job ends
    await next?.catch(() => {});
  }
}

/** The run, if still this generation's computation, is FAILED with a message. */
async function failRun(deps: Deps, runId: string, generation: number) {
  await deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run || run.generation !== generation || run.status !== 'COMPUTING') return;
    await releaseRunPayouts(tx, { organizationId: run.organizationId, runId });
    await repo.updateRun(tx, runId, {
      status: 'FAILED',
      errors: [...run.errors, { employeeId: '', message: RUN_FAILED_MESSAGE }],
    });
  });
}

defineJob<{ runId: string; generation: number }>({
  name: RUN_JOB,
  handler: (deps, { runId, generation }) => computeRun(deps, runId, generation),
  // a run of 100,000 people takes about a minute; one active far longer has lost its worker and starts over
  policy: { expireInSeconds: 900, retryLimit: 2, retryDelay: 5 },
  onDead: (deps, { runId, generation }) => failRun(deps, runId, generation),
});

/** Hands the run's computation to the job queue: a worker of any server copy runs it. */
export async function computeRunInBackground(deps: Deps, run: repo.RunRow) {
  await deps.jobs.enqueue(RUN_JOB, { runId: run.id, generation: run.generation });
}

/**
 * The benchmark's pay run (scripts/bench-payroll.ts): the organisation's run of the month started (or a
 * DRAFT of it restarted) and computed here, as the job's worker would, then answered as GET answers it.
 */
export async function benchPayRun(deps: Deps, organizationId: string, month: string) {
  const run = await deps.db.transaction(async (tx) => {
    const existing = await repo.findRunOfMonth(tx, organizationId, month);
    if (existing && (existing.status === 'LOCKED' || existing.status === 'PUBLISHED')) {
      throw new Error(`the run of ${month} is ${existing.status}`);
    }
    return existing
      ? repo.restartRun(tx, existing.id)
      : repo.insertRun(tx, { id: randomUUID(), organizationId, month, status: 'COMPUTING', createdBy: 'bench' });
  });
  await computeRun(deps, run.id, run.generation);
  const done = await repo.findRunById(deps.db, run.id);
  return { employees: done?.employees ?? 0, errors: done?.errors ?? [], net: rupees(done?.net ?? 0n) };
}
