import { randomUUID } from 'node:crypto';
import {
  formatMonth,
  PAYROLL_RUN_MESSAGES as M,
  type PayRunRecord,
  type PayRunSummary,
  paise,
  type RunInputsBody,
  rupees,
  todayIso,
} from '@hrms/shared';
import { documentText } from '@hrms/shared/i18n/documents';
import { inArray } from 'drizzle-orm';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { employees } from '../employees';
import { notify } from '../notifications';
import { emitEvent } from '../webhooks';
import { shiftMonth } from './payroll.months';
import { settleRunPayouts } from './payroll.payouts';
import { requirePayrollAdmin, requireRunReader } from './payroll-access';
import * as repo from './payroll-runs.repository';
import { computeRunInBackground } from './payroll-runs.runner';

/** How far ahead a run may be started. */
const MONTHS_AHEAD = 12;
/** People told of a publish per statement. */
const NOTICE_SLICE = 2000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function runRecord(run: repo.RunRow): PayRunRecord {
  return {
    runId: run.id,
    month: run.month,
    status: run.status,
    employees: run.employees,
    gross: rupees(run.gross),
    deductions: rupees(run.deductions),
    net: rupees(run.net),
    employerCost: rupees(run.employerCost),
    errors: run.errors,
    unlockReason: run.unlockReason,
    createdAt: run.createdAt.toISOString(),
    computedAt: iso(run.computedAt),
    lockedAt: iso(run.lockedAt),
    publishedAt: iso(run.publishedAt),
  };
}

const summaryOf = (run: repo.RunRow): PayRunSummary => {
  const { runId, month, status, employees, gross, deductions, net, createdAt } = runRecord(run);
  return { runId, month, status, employees, gross, deductions, net, createdAt };
};

/** The run of the caller's organisation (another organisation's is not found). */
export async function requireRun(deps: Deps, actor: Actor, runId: string) {
  const run = await repo.findRun(deps.db, actor.organizationId, runId);
  if (!run) throw notFound(M.runNotFound);
  return run;
}

/**
 * POST payroll/runs: a run for the month, computed in the background. A DRAFT (or a failed or unfinished
 * computation) of the month is replaced, its inputs kept; a LOCKED or PUBLISHED month is refused.
 */
export async function startRun(deps: Deps, actor: Actor, month: string): Promise<{ runId: string }> {
  requirePayrollAdmin(actor);
  if (month > shiftMonth(todayIso().slice(0, 7), MONTHS_AHEAD)) throw fieldError('month', M.monthTooFar);
  const run = await deps.db.transaction(async (tx) => {
    const existing = await repo.findRunOfMonth(tx, actor.organizationId, month);
    if (existing && (existing.status === 'LOCKED' || existing.status === 'PUBLISHED')) {
      throw conflict(M.runClosed(month, existing.status));
    }
    const started = existing
      ? await repo.restartRun(tx, existing.id, actor.employeeId)
      : await repo.insertRun(tx, {
          id: randomUUID(),
          organizationId: actor.organizationId,
          month,
          status: 'COMPUTING',
          createdBy: actor.employeeId,
        });
    await recordAudit(tx, actor, {
      entity: 'payroll-run',
      entityId: started.id,
      employeeId: null,
      action: existing ? 'update' : 'create',
      before: existing ? { month, status: existing.status } : undefined,
      after: { month, status: started.status },
    });
    return started;
  });
  await computeRunInBackground(deps, run);
  return { runId: run.id };
}

/** POST payroll/runs/{runId}/inputs: each person's one-off pay, then the run computed again (DRAFT only). */
export async function saveRunInputs(deps: Deps, actor: Actor, runId: string, inputs: RunInputsBody): Promise<PayRunRecord> {
  requirePayrollAdmin(actor);
  await requireRun(deps, actor, runId);
  const ids = [...new Set(inputs.map((i) => i.employeeId))];
  const known = ids.length
    ? await deps.db
        .select({ employeeId: employees.employeeId, organizationId: employees.organizationId })
        .from(employees)
        .where(inArray(employees.employeeId, ids))
    : [];
  const errors: Record<string, string> = {};
  inputs.forEach((input, index) => {
    if (!known.some((k) => k.employeeId === input.employeeId && k.organizationId === actor.organizationId)) {
      errors[`${index}.employeeId`] = M.notInOrganization(input.employeeId);
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const run = await deps.db.transaction(async (tx) => {
    const current = await repo.lockRun(tx, runId);
    if (current?.status !== 'DRAFT') throw conflict(M.inputsNeedDraft);
    await repo.saveInputs(
      tx,
      runId,
      inputs.map((i) => ({
        employeeId: i.employeeId,
        lopDays: i.lopDays,
        additions: i.additions.map((a) => ({ ...a, amount: Number(paise(a.amount)) })),
        deductions: i.deductions.map((d) => ({ ...d, amount: Number(paise(d.amount)) })),
      })),
    );
    const restarted = await repo.restartRun(tx, runId);
    await recordAudit(tx, actor, {
      entity: 'payroll-run-inputs',
      entityId: runId,
      employeeId: null,
      action: 'update',
      after: { month: current.month, inputs },
    });
    return restarted;
  });
  await computeRunInBackground(deps, run);
  return runRecord(run);
}

/** GET payroll/runs/{runId}: admin, HR (the errors of their own people only). */
export async function getRun(deps: Deps, actor: Actor, runId: string): Promise<PayRunRecord> {
  const { hrId } = requireRunReader(actor);
  const record = runRecord(await requireRun(deps, actor, runId));
  if (!hrId || record.errors.length === 0) return record;
  const theirs = new Set(await repo.listPeopleOfHr(deps.db, hrId));
  return { ...record, errors: record.errors.filter((e) => theirs.has(e.employeeId)) };
}

/** GET payroll/runs: newest month first. */
export async function listRuns(deps: Deps, actor: Actor): Promise<PayRunSummary[]> {
  requireRunReader(actor);
  return (await repo.listRuns(deps.db, actor.organizationId)).map(summaryOf);
}

type Transition = 'lock' | 'publish' | 'unlock';
const FROM: Record<Transition, { status: repo.RunRow['status']; refused: string }> = {
  lock: { status: 'DRAFT', refused: M.lockNeedsDraft },
  publish: { status: 'LOCKED', refused: M.publishNeedsLocked },
  unlock: { status: 'LOCKED', refused: M.unlockNeedsLocked },
};

/**
 * lock (DRAFT → LOCKED), publish (LOCKED → PUBLISHED: each person sees their payslip, gets a notice and
 * a mail through the outbox) and unlock (LOCKED → DRAFT, with a reason); each audited.
 */
export async function moveRun(deps: Deps, actor: Actor, runId: string, step: Transition, reason?: string) {
  requirePayrollAdmin(actor);
  await requireRun(deps, actor, runId);
  return deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(M.runNotFound);
    if (run.status !== FROM[step].status) throw conflict(FROM[step].refused);
    const now = new Date();
    const changes: Partial<repo.RunRow> =
      step === 'lock'
        ? { status: 'LOCKED', lockedAt: now }
        : step === 'publish'
          ? { status: 'PUBLISHED', publishedAt: now }
          : { status: 'DRAFT', lockedAt: null, unlockReason: reason ?? null };
    const moved = await repo.updateRun(tx, runId, changes);
    await recordAudit(tx, actor, {
      entity: 'payroll-run',
      entityId: runId,
      employeeId: null,
      action: 'update',
      before: { month: run.month, status: run.status },
      after: { month: run.month, status: moved.status, step, ...(reason ? { reason } : {}) },
    });
    if (step === 'publish') {
      await settleRunPayouts(tx, { organizationId: run.organizationId, runId }, now);
      const label = formatMonth(run.month);
      const people = await repo.listRunPeople(tx, runId);
      // in slices: one statement's parameters are limited, a run may pay 100,000 people
      for (let i = 0; i < people.length; i += NOTICE_SLICE) {
        await notify(tx, {
          organizationId: run.organizationId,
          recipients: people.slice(i, i + NOTICE_SLICE),
          title: M.published(label),
          body: M.publishedBody(label),
          link: '/payrolluser',
          localized: (language) => {
            const month = formatMonth(run.month, language);
            return {
              title: documentText(language, 'mail.payslipPublished.title', { month }),
              body: documentText(language, 'mail.payslipPublished.body', { month }),
            };
          },
        });
      }
      await emitEvent(tx, run.organizationId, 'payroll.published', {
        payrollRunId: runId,
        month: run.month,
        people: people.length,
      });
    }
    return runRecord(moved);
  });
}
