import {
  ADMIN_OR_HR,
  INTERVIEW_PAGE_SIZE,
  type Interview,
  type InterviewRecord,
  type InterviewUpdate,
  interviewReference,
  INTERVIEW_MESSAGES as M,
  pageWindow,
  roleAllowed,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { findAccount } from '../auth';
import { findEmployeeInOrganization } from '../employees';
import { mailLanguageOf, queueMail } from '../mail';
import { findOrganization, organizationDateFormat } from '../organization';
import { invitationMail } from './interviews.invitation';
import * as repo from './interviews.repository';

const toRecord = (row: repo.InterviewRow): InterviewRecord => ({
  id: row.id,
  interviewId: interviewReference(row.id),
  fullName: row.fullName,
  emailId: row.emailId,
  countryCode: row.countryCode,
  mobileNumber: row.mobileNumber,
  roleApplied: row.roleApplied,
  location: row.location,
  interviewDate: row.interviewDate,
  interviewerId: row.interviewerId,
  interViewerEmailId: row.interviewerEmail,
  modeOfInterview: row.modeOfInterview,
  interviewStatus: row.interviewStatus,
  comments: row.comments,
});

/** Interviews are for admin and HR only (spec 2 §6); the routes say so too. */
function requireRecruiter(actor: Actor) {
  if (!roleAllowed(actor.role, ADMIN_OR_HR)) throw forbidden();
}

/** The interviewer must be an employee of the caller's organisation; their e-mail comes from their record. */
async function requireInterviewer(deps: Deps, actor: Actor, interviewerId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, interviewerId);
  if (!employee) throw fieldError('interviewerId', M.interviewerUnknown);
  return employee;
}

async function requireInterview(deps: Deps, actor: Actor, id: number) {
  const row = await repo.findInterview(deps.db, actor.organizationId, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

function valuesOf(input: Interview, interviewer: { employeeId: string; email: string }) {
  return {
    fullName: input.fullName,
    emailId: input.emailId,
    countryCode: input.countryCode,
    mobileNumber: input.mobileNumber,
    roleApplied: input.roleApplied,
    location: input.location,
    interviewDate: input.interviewDate,
    interviewerId: interviewer.employeeId,
    interviewerEmail: interviewer.email,
    modeOfInterview: input.modeOfInterview,
    interviewStatus: input.interviewStatus,
    comments: input.comments,
  };
}

/** Queues the interviewer's invitation (.ics) with the transaction that saves the interview. */
async function queueInvitation(tx: Executor, actor: Actor, row: repo.InterviewRow, kind: 'new' | 'rescheduled' | 'cancelled') {
  const organization = await findOrganization(tx, actor.organizationId);
  const mail = invitationMail({
    interview: toRecord(row),
    organizationId: actor.organizationId,
    organizationName: organization?.organizationName || actor.organizationId,
    organizer: organization?.emailId || 'no-reply@hrms.local',
    sequence: row.invitationSequence,
    cancelled: kind === 'cancelled',
    rescheduled: kind === 'rescheduled',
    dateFormat: await organizationDateFormat(tx, actor.organizationId),
    // in the language the interviewer chose for the web app
    language: mailLanguageOf(row.interviewerId ? (await findAccount(tx, row.interviewerId))?.language : null),
  });
  await queueMail(tx, actor.organizationId, mail);
}

/** One page of the organisation's interviews (40 by default), searchable by candidate name, with the total. */
export async function listInterviews(
  deps: Deps,
  actor: Actor,
  query: { pageNumber?: number; page?: number; size?: number; search?: string; name?: string },
) {
  requireRecruiter(actor);
  const { offset, limit } = pageWindow(query, INTERVIEW_PAGE_SIZE);
  const { rows, total } = await repo.pageInterviews(deps.db, actor.organizationId, query.search || query.name, offset, limit);
  return { rows: rows.map(toRecord), total };
}

/** Schedules an interview and mails the interviewer an invitation. */
export async function createInterview(deps: Deps, actor: Actor, input: Interview) {
  requireRecruiter(actor);
  const interviewer = await requireInterviewer(deps, actor, input.interviewerId);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertInterview(tx, { ...valuesOf(input, interviewer), organizationId: actor.organizationId });
    await recordAudit(tx, actor, {
      entity: 'interview',
      entityId: String(created.id),
      action: 'create',
      after: toRecord(created),
    });
    // an interview entered as already cancelled needs no invitation
    if (created.interviewStatus !== 'CANCELLED') await queueInvitation(tx, actor, created, 'new');
    return created;
  });
  return toRecord(row);
}

/**
 * Changes an interview. A new date or interviewer sends an updated invitation (next SEQUENCE);
 * setting the status to CANCELLED sends the cancellation.
 */
export async function updateInterview(deps: Deps, actor: Actor, input: InterviewUpdate) {
  requireRecruiter(actor);
  const current = await requireInterview(deps, actor, input.id);
  const interviewer = await requireInterviewer(deps, actor, input.interviewerId);
  const values = valuesOf(input, interviewer);
  const rescheduled = values.interviewDate !== current.interviewDate || values.interviewerId !== current.interviewerId;
  const cancelled = values.interviewStatus === 'CANCELLED' && current.interviewStatus !== 'CANCELLED';
  const notify = cancelled || (rescheduled && values.interviewStatus !== 'CANCELLED');
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.updateInterview(tx, current.id, {
      ...values,
      invitationSequence: notify ? current.invitationSequence + 1 : current.invitationSequence,
    });
    await recordAudit(tx, actor, {
      entity: 'interview',
      entityId: String(saved.id),
      action: 'update',
      before: toRecord(current),
      after: toRecord(saved),
    });
    if (cancelled) await queueInvitation(tx, actor, saved, 'cancelled');
    else if (notify) await queueInvitation(tx, actor, saved, 'rescheduled');
    return saved;
  });
  return toRecord(row);
}

/** Deletes an interview. */
export async function deleteInterview(deps: Deps, actor: Actor, id: number) {
  requireRecruiter(actor);
  const current = await requireInterview(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteInterview(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'interview',
      entityId: String(current.id),
      action: 'delete',
      before: toRecord(current),
    });
  });
  return { message: M.deleted };
}
