import { addDays, APPROVAL_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { sickLeaveRequest } from '../leave/leave.test-support';
import { fileProfileChange, profileChangeStatus } from './approvals.test-support';

const t = useTestApp();
const SETTINGS = '/hrmsapplication/organization/approvalSettings';
/** A QA engineer (manager HRMS9, HR HRMS2). */
const LEAVE_PERSON = 'HRMS18';
const LEAVE_MANAGER = 'HRMS9';

const readSettings = (who: string) => t.call(who, { method: 'GET', url: SETTINGS });
const saveSettings = (who: string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: SETTINGS, payload: payload as object });

/** The person files a change of one field; answers the open request's id. */
const fileChangeId = async (who: string, fieldName: string, value: string) =>
  (await fileProfileChange(t, who, fieldName, value)).id;
const decideProfile = (who: string, path: string, id: number, comments: string) =>
  t.call(who, { method: 'PATCH', url: `/hrmsapplication/profileApprovals/${path}`, payload: { id, comments } });

describe('GET · PATCH organization/approvalSettings (BEYOND §B9)', () => {
  it('answers the spec’s rule by default to everyone signed in, and no one else', async () => {
    for (const who of [ADMIN, HR, MANAGER, EMPLOYEE]) {
      const res = await readSettings(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({ commentRequired: true });
    }
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
  }, 90_000);

  it('is changed by an admin only, audited, and for their organisation only', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await saveSettings(who, { commentRequired: false })).statusCode, who).toBe(403);
    }
    expect((await readSettings(ADMIN)).json()).toEqual({ commentRequired: true });
    const res = await saveSettings(OTHER_ADMIN, { commentRequired: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ commentRequired: false });
    expect((await readSettings(OTHER_ADMIN)).json()).toEqual({ commentRequired: false });
    expect((await readSettings(ADMIN)).json()).toEqual({ commentRequired: true });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organization'), eq(auditLog.actorId, OTHER_ADMIN)));
    expect(audits.some((row) => JSON.stringify(row.after).includes('commentRequired'))).toBe(true);
  }, 90_000);

  it('answers 400 naming the field for a body that is not a yes or no', async () => {
    for (const payload of [{}, { commentRequired: 'no' }, { commentRequired: null }]) {
      const res = await saveSettings(ADMIN, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('commentRequired');
    }
    expect((await readSettings(ADMIN)).json()).toEqual({ commentRequired: true });
  });
});

describe('deciding without a comment', () => {
  it('is refused (400 on comments) while the organisation keeps the spec’s rule', async () => {
    const id = await fileChangeId(EMPLOYEE, 'fatherName', 'Rule Father');
    const res = await decideProfile(MANAGER, 'manager/approve', id, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.comments).toBe(M.commentsRequired);
    expect(await profileChangeStatus(t, id)).toBe('PENDING');
    const bulk = await t.call(HR, {
      method: 'POST',
      url: '/hrmsapplication/approvals/bulk',
      payload: { kind: 'profile', verdict: 'approve', ids: [id], comments: '' },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors.comments).toBe(M.commentsRequired);
    expect(await profileChangeStatus(t, id)).toBe('PENDING');
  });

  it('approves when the admin made the comment optional, for every kind and in bulk; rejecting still needs one', async () => {
    expect((await saveSettings(ADMIN, { commentRequired: false })).statusCode).toBe(200);

    const profile = await fileChangeId(EMPLOYEE, 'middlename', 'Quiet');
    const rejected = await decideProfile(MANAGER, 'manager/reject', profile, '');
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors.comments).toBe(M.commentsRequired);
    const approved = await decideProfile(MANAGER, 'manager/approve', profile, '');
    expect(approved.statusCode).toBe(200);
    expect(await profileChangeStatus(t, profile)).toBe('APPROVED');

    const leave = await t.call(LEAVE_PERSON, {
      method: 'POST',
      url: '/hrmsapplication/leave/create',
      payload: sickLeaveRequest(LEAVE_PERSON, addDays(todayIso(), 45), 1, 'Appointment.'),
    });
    expect(leave.statusCode).toBe(200);
    const requests = (
      await t.call(LEAVE_MANAGER, {
        method: 'GET',
        url: `/hrmsapplication/leave/approvals?employeeId=${LEAVE_MANAGER}&page=0&size=40`,
      })
    ).json().approvals as { id: number; employeeId: string }[];
    const filed = requests.find((row) => row.employeeId === LEAVE_PERSON);
    expect(filed).toBeDefined();
    const leaveDecision = await t.call(LEAVE_MANAGER, {
      method: 'PATCH',
      url: '/hrmsapplication/leave/manager/approve',
      payload: { ...filed, comments: '' },
    });
    expect(leaveDecision.statusCode).toBe(200);

    const [first, second] = [
      await fileChangeId(EMPLOYEE, 'fatherName', 'Bulk Quiet'),
      await fileChangeId(EMPLOYEE, 'bloodGroup', 'AB +ve'),
    ];
    const rejectAll = await t.call(MANAGER, {
      method: 'POST',
      url: '/hrmsapplication/approvals/bulk',
      payload: { kind: 'profile', verdict: 'reject', ids: [first, second], comments: ' ' },
    });
    expect(rejectAll.statusCode).toBe(400);
    const approveAll = await t.call(MANAGER, {
      method: 'POST',
      url: '/hrmsapplication/approvals/bulk',
      payload: { kind: 'profile', verdict: 'approve', ids: [first, second], comments: '' },
    });
    expect(approveAll.statusCode).toBe(200);
    expect(approveAll.json().decided).toHaveLength(2);

    // another organisation's setting changes nothing here
    expect((await saveSettings(ADMIN, { commentRequired: true })).statusCode).toBe(200);
    expect((await saveSettings(OTHER_ADMIN, { commentRequired: false })).statusCode).toBe(200);
    const again = await fileChangeId(EMPLOYEE, 'fatherName', 'Strict Again');
    expect((await decideProfile(MANAGER, 'manager/approve', again, '')).statusCode).toBe(400);
  }, 90_000);
});
