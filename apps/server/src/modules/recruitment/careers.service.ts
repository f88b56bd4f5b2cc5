import {
  isAdmin,
  JOB_PAGE_SIZE,
  type JobDetails,
  type JobPost,
  type JobStatus,
  type JobSummary,
  jobDateProblems,
  CAREER_MESSAGES as M,
  type PageQuery,
  pageWindow,
  todayIso,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import * as repo from './careers.repository';

/** What a reader sees: a cancelled post stays cancelled; an open one reads 'scheduled' before its publish date and 'expired' after its expiry date. */
function statusOf(row: { status: 'open' | 'cancelled'; publishDate: string; expiryDate: string }, today: string): JobStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.publishDate > today) return 'scheduled';
  return row.expiryDate < today ? 'expired' : 'open';
}

/** Admins see every post; everyone else only posts already published. */
const publishedBy = (actor: Actor, today: string) => (isAdmin(actor.role) ? undefined : today);

const toSummary = (
  row: Pick<repo.JobPostRow, 'id' | 'jobTitle' | 'status' | 'publishDate' | 'expiryDate'>,
  today: string,
): JobSummary => ({
  jobId: row.id,
  jobTitle: row.jobTitle,
  status: statusOf(row, today),
  publishDate: row.publishDate,
  expiryDate: row.expiryDate,
});

const toDetails = (row: repo.JobPostRow, today = todayIso()): JobDetails => ({
  ...toSummary(row, today),
  jobLocation: row.jobLocation,
  numberOfYears: row.numberOfYears,
  numberOfMonths: row.numberOfMonths,
  workMode: row.workMode,
  noOfRequirements: row.noOfRequirements,
  salaryFrom: row.salaryFrom,
  salaryTo: row.salaryTo,
  jobType: row.jobType,
  skillSet: row.skillSet,
  age: row.age,
  jobDescription: row.jobDescription,
});

/** Only admins change job posts (spec 2 §6); the route says so too. */
function requireAdmin(actor: Actor) {
  if (!isAdmin(actor.role)) throw forbidden();
}

async function requireJobPost(deps: Deps, actor: Actor, jobId: number) {
  const row = await repo.findJobPost(deps.db, actor.organizationId, jobId);
  const hidden = row && !isAdmin(actor.role) && row.publishDate > todayIso();
  if (!row || hidden) throw notFound(M.notFound);
  return row;
}

function requireDateWindow(input: JobPost, keptPublishDate?: string) {
  const problems = jobDateProblems(input.publishDate, input.expiryDate, { keptPublishDate });
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** One page of the organisation's job posts (6 by default), newest first, with the totals the pager needs; non-admins see published posts only. */
export async function listJobPosts(deps: Deps, actor: Actor, query: PageQuery) {
  const { offset, limit } = pageWindow(query, JOB_PAGE_SIZE);
  const today = todayIso();
  const { rows, total } = await repo.pageJobPosts(deps.db, actor.organizationId, publishedBy(actor, today), offset, limit);
  return { jobList: rows.map((row) => toSummary(row, today)), totalPages: Math.ceil(total / limit), totalJobs: total };
}

/** A post with its details; everyone in the organisation may read it. */
export async function getJobPost(deps: Deps, actor: Actor, jobId: number) {
  return toDetails(await requireJobPost(deps, actor, jobId));
}

/** Publishes a new post (admins; the route checks the role). */
export async function createJobPost(deps: Deps, actor: Actor, input: JobPost) {
  requireAdmin(actor);
  requireDateWindow(input);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertJobPost(tx, { ...input, organizationId: actor.organizationId, status: 'open' });
    await recordAudit(tx, actor, { entity: 'job_post', entityId: String(row.id), action: 'create', after: toDetails(row) });
    return toDetails(row);
  });
}

/** Replaces a post's fields; its status never changes here, and a cancelled post stays as it was. */
export async function updateJobPost(deps: Deps, actor: Actor, jobId: number, input: JobPost) {
  requireAdmin(actor);
  const current = await requireJobPost(deps, actor, jobId);
  if (current.status === 'cancelled') throw conflict(M.cancelledLocked);
  requireDateWindow(input, current.publishDate);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateJobPost(tx, current.id, input);
    await recordAudit(tx, actor, {
      entity: 'job_post',
      entityId: String(row.id),
      action: 'update',
      before: toDetails(current),
      after: toDetails(row),
    });
    return toDetails(row);
  });
}

/** Cancels a post: the only status change there is, and it cannot be undone. */
export async function cancelJobPost(deps: Deps, actor: Actor, jobId: number) {
  requireAdmin(actor);
  const current = await requireJobPost(deps, actor, jobId);
  if (current.status === 'cancelled') throw conflict(M.alreadyCancelled);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateJobPost(tx, current.id, { status: 'cancelled' });
    await recordAudit(tx, actor, {
      entity: 'job_post',
      entityId: String(row.id),
      action: 'update',
      before: { status: current.status },
      after: { status: row.status },
    });
    return toDetails(row);
  });
}

/** Deletes a post (cancelled or not). */
export async function deleteJobPost(deps: Deps, actor: Actor, jobId: number) {
  requireAdmin(actor);
  const current = await requireJobPost(deps, actor, jobId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteJobPost(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'job_post',
      entityId: String(current.id),
      action: 'delete',
      before: toDetails(current),
    });
  });
  return { message: M.deleted };
}
