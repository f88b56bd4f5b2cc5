import { APPROVAL_MESSAGES, EMPLOYEE_MESSAGES, type ProfileChangeRequest, phoneNumberProblem } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { addOtherTenantManager } from '../../test/people';
import { organizations } from '../organization';

const t = useTestApp();
const BASE = '/hrmsapplication/profileApprovals';
/** A manager who is neither HRMS4's reporting manager nor HR. */
const OTHER_MANAGER = 'HRMS6';
/** A manager in another organisation. */
const FOREIGN_MANAGER = 'OTH2';

type Row = ProfileChangeRequest;

const profileOf = async (id: string) =>
  (await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${id}` })).json() as Record<
    string,
    string
  >;
const fileChange = async (who: string, patch: Record<string, string>) =>
  t.call(who, {
    method: 'PATCH',
    url: '/hrmsapplication/employee/update',
    payload: { ...(await profileOf(who)), ...patch },
  });
const list = (who: string | null, kind: 'requests' | 'approvals' | 'updated', employeeId = who ?? '') =>
  t.call(who, { method: 'GET', url: `${BASE}/${kind}?employeeId=${employeeId}&page=0&size=40` });
const ownRequests = async (who: string) => (await list(who, 'requests')).json() as Row[];
const pending = async (who: string) => ((await list(who, 'approvals')).json() as { approvals: Row[] }).approvals;
const decided = async (who: string) => (await list(who, 'updated')).json() as Row[];
const decide = (who: string, path: string, item: object, comments: unknown = 'Checked against the documents.') =>
  t.call(who, { method: 'PATCH', url: `${BASE}/${path}`, payload: { ...item, comments } });
const openRequest = async (employeeId: string, fieldName: string) =>
  (await ownRequests(employeeId)).find((r) => r.fieldName === fieldName && ['PENDING', 'MANAGER_APPROVED'].includes(r.status))!;
const setMultiLevel = (multiLevel: boolean) =>
  t.database.db.update(organizations).set({ multiLevel }).where(eq(organizations.organizationId, 'ORG1'));

beforeAll(() => addOtherTenantManager(t, FOREIGN_MANAGER));

describe('filing changes through PATCH employee/update', () => {
  it('files one request per changed field and answers the message and the count', async () => {
    const before = await profileOf(EMPLOYEE);
    const res = await fileChange(EMPLOYEE, { phoneNumber: '9811122233', fatherName: 'Ramesh Kumar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMPLOYEE_MESSAGES.changeRequested, requests: 2 });

    const phone = await openRequest(EMPLOYEE, 'phoneNumber');
    expect(phone).toMatchObject({
      employeeId: EMPLOYEE,
      employeeName: 'Ananya Rao',
      oldValue: before.phoneNumber,
      newValue: '9811122233',
      status: 'PENDING',
      comments: '',
    });
    expect(await openRequest(EMPLOYEE, 'fatherName')).toMatchObject({ oldValue: before.fatherName, newValue: 'Ramesh Kumar' });
    expect(await profileOf(EMPLOYEE)).toMatchObject({ phoneNumber: before.phoneNumber, fatherName: before.fatherName });
  });

  it("refuses an edit that changes nothing with 'Nothing has changed.'", async () => {
    const res = await fileChange(EMPLOYEE, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Nothing has changed.', detail: 'Nothing has changed.' });
  });

  it('replaces the open request for the same field: same id, the newer value, approval starting over', async () => {
    const first = await openRequest(EMPLOYEE, 'phoneNumber');
    const res = await fileChange(EMPLOYEE, { phoneNumber: '9811100000' });
    expect(res.json()).toEqual({ message: EMPLOYEE_MESSAGES.changeRequested, requests: 1 });
    const open = (await ownRequests(EMPLOYEE)).filter((r) => r.fieldName === 'phoneNumber' && r.status === 'PENDING');
    expect(open).toEqual([expect.objectContaining({ id: first.id, newValue: '9811100000' })]);
  });

  it('checks the rules before filing: the shared messages with 400, a taken e-mail with 409', async () => {
    const bad = await fileChange(EMPLOYEE, { phoneNumber: '98abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phoneNumber).toBe(EMPLOYEE_MESSAGES.phoneDigits);
    const taken = await fileChange(EMPLOYEE, { email: 'kavya.iyer@acme.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMPLOYEE_MESSAGES.emailTaken);
  });

  it('refuses to file when nobody can approve (reporting manager is an admin, no HR)', async () => {
    const res = await fileChange(HR, { phoneNumber: '9811100011' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPROVAL_MESSAGES.noApprover);
  });

  it('writes an audit row for every filed request', async () => {
    const phone = await openRequest(EMPLOYEE, 'phoneNumber');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profileChangeRequest'), eq(auditLog.entityId, String(phone.id))));
    expect(rows.map((r) => r.action)).toEqual(['update', 'update']);
    expect(rows.every((r) => r.actorId === EMPLOYEE)).toBe(true);
  });
});

describe('GET profileApprovals/requests, approvals and updated', () => {
  it('answers the own requests as a bare array of rows with exactly the spec fields, strings never null', async () => {
    const res = await list(EMPLOYEE, 'requests');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['comments', 'employeeId', 'employeeName', 'fieldName', 'id', 'newValue', 'oldValue', 'status'].sort(),
      );
      for (const key of ['employeeName', 'fieldName', 'oldValue', 'newValue', 'status', 'comments'] as const) {
        expect(typeof row[key]).toBe('string');
      }
    }
    expect(rows.find((r) => r.fieldName === 'bloodGroup')).toMatchObject({ status: 'APPROVED' });
  });

  it("lets only the requester or an admin of the organisation read someone's requests", async () => {
    expect((await list(MANAGER, 'requests', EMPLOYEE)).statusCode).toBe(403);
    expect((await list(ADMIN, 'requests', EMPLOYEE)).statusCode).toBe(200);
    expect((await list(OTHER_ADMIN, 'requests', EMPLOYEE)).statusCode).toBe(404);
    expect((await list(ADMIN, 'requests', 'NOBODY')).statusCode).toBe(404);
    expect((await list(null, 'requests', EMPLOYEE)).statusCode).toBe(401);
  });

  it('answers the approvals wrapped in {approvals}: a manager sees the pending requests of direct reportees', async () => {
    const res = await list(MANAGER, 'approvals');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['approvals']);
    const rows = res.json().approvals as Row[];
    expect(rows.map((r) => r.employeeId)).toEqual(expect.arrayContaining(['HRMS4', 'HRMS11', 'HRMS12']));
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);
    expect(rows.some((r) => r.employeeId === 'HRMS23')).toBe(false);
  });

  it('gives HR the pending requests of their HR reportees, and nothing to a stranger manager or an employee', async () => {
    const hr = await pending(HR);
    expect(hr.map((r) => r.employeeId)).toEqual(expect.arrayContaining(['HRMS4', 'HRMS23']));
    expect((await pending(OTHER_MANAGER)).some((r) => r.employeeId === EMPLOYEE)).toBe(false);
    expect(await pending(EMPLOYEE)).toEqual([]);
  });

  it("refuses another person's approvals or decided lists with 403, and admins by role", async () => {
    expect((await list(MANAGER, 'approvals', HR)).statusCode).toBe(403);
    expect((await list(HR, 'updated', MANAGER)).statusCode).toBe(403);
    expect((await list(ADMIN, 'approvals')).statusCode).toBe(403);
  });

  it('answers the decided list as a bare array with the decision comments', async () => {
    const res = await list(MANAGER, 'updated');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.find((r) => r.employeeId === 'HRMS10')).toMatchObject({
      status: 'APPROVED',
      comments: 'Verified with the new SIM card details.',
    });
    expect(rows.find((r) => r.employeeId === 'HRMS9')).toMatchObject({ status: 'REJECTED' });
  });
});

describe('deciding (single-level)', () => {
  it("refuses empty or blank comments with 'Comments are mandatory.'", async () => {
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    for (const comments of ['', '   ', null]) {
      const res = await decide(MANAGER, 'manager/approve', item, comments);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Comments are mandatory.', errors: { comments: 'Comments are mandatory.' } });
    }
    const long = await decide(MANAGER, 'manager/approve', item, 'x'.repeat(251));
    expect(long.json().message).toBe(APPROVAL_MESSAGES.commentsTooLong);
  });

  it('lets managers use only the manager endpoints and HR only the HR endpoints; employees none', async () => {
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    expect((await decide(EMPLOYEE, 'manager/approve', item)).statusCode).toBe(403);
    expect((await decide(EMPLOYEE, 'hr/approve', item)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'hr/approve', item)).statusCode).toBe(403);
    expect((await decide(HR, 'manager/reject', item)).statusCode).toBe(403);
    expect((await decide(ADMIN, 'manager/approve', item)).statusCode).toBe(403);
  });

  it("refuses a manager who is not the requester's reporting manager with 403", async () => {
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    const res = await decide(OTHER_MANAGER, 'manager/approve', item);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(APPROVAL_MESSAGES.notYourDecision);
  });

  it('answers 404 for an unknown request and for a manager of another organisation', async () => {
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    expect((await decide(MANAGER, 'manager/approve', { ...item, id: 999_999 })).statusCode).toBe(404);
    const foreign = await decide(FOREIGN_MANAGER, 'manager/approve', item);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(APPROVAL_MESSAGES.notFound);
  });

  it('applies the change when the reporting manager approves; the item leaves every pending list', async () => {
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    const res = await decide(MANAGER, 'manager/approve', { ...item, newValue: 'ignored' }, '  Matches the new SIM.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      newValue: '9811100000',
      status: 'APPROVED',
      comments: 'Matches the new SIM.',
      message: APPROVAL_MESSAGES.approved,
    });
    expect((await profileOf(EMPLOYEE)).phoneNumber).toBe('9811100000');
    expect((await pending(MANAGER)).some((r) => r.id === item.id)).toBe(false);
    expect((await pending(HR)).some((r) => r.id === item.id)).toBe(false);
    expect((await decided(MANAGER)).find((r) => r.id === item.id)).toMatchObject({ status: 'APPROVED' });
    expect((await ownRequests(EMPLOYEE)).find((r) => r.id === item.id)).toMatchObject({ status: 'APPROVED' });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, EMPLOYEE), eq(auditLog.actorId, MANAGER)));
    expect(audit.at(-1)!.after).toMatchObject({ phoneNumber: '9811100000', profileChangeRequest: item.id });
  });

  it('refuses a second decision on a settled request with 409', async () => {
    const item = (await ownRequests(EMPLOYEE)).find((r) => r.newValue === '9811100000')!;
    const again = await decide(HR, 'hr/reject', item);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.alreadyDecided);
  });

  it('lets HR settle a request alone when the organisation is single-level', async () => {
    const item = await openRequest(EMPLOYEE, 'fatherName');
    const res = await decide(HR, 'hr/approve', item, 'Matches the PAN card.');
    expect(res.json()).toMatchObject({ status: 'APPROVED', comments: 'Matches the PAN card.' });
    expect((await profileOf(EMPLOYEE)).fatherName).toBe('Ramesh Kumar');
    expect((await decided(HR)).some((r) => r.id === item.id)).toBe(true);
    expect((await decided(MANAGER)).some((r) => r.id === item.id)).toBe(false);
  });

  it('keeps the record unchanged when the request is rejected, and the rejection is final', async () => {
    await fileChange(EMPLOYEE, { bloodGroup: 'B -ve' });
    const item = await openRequest(EMPLOYEE, 'bloodGroup');
    const res = await decide(MANAGER, 'manager/reject', item, 'Please share the lab report.');
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      comments: 'Please share the lab report.',
      message: APPROVAL_MESSAGES.rejected,
    });
    expect((await profileOf(EMPLOYEE)).bloodGroup).not.toBe('B -ve');
    expect((await decide(HR, 'hr/approve', item)).statusCode).toBe(409);
  });

  it('re-validates the whole record on approval and refuses with the rule message when it no longer holds', async () => {
    await fileChange(EMPLOYEE, { phoneNumber: '9811100022' });
    const item = await openRequest(EMPLOYEE, 'phoneNumber');
    const original = await profileOf(EMPLOYEE);
    await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/employee/update',
      payload: { ...original, countryCode: '+61', phoneNumber: '412345678' },
    });
    const res = await decide(MANAGER, 'manager/approve', item);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.phoneNumber).toBe(phoneNumberProblem('+61', '9811100022'));
    expect((await openRequest(EMPLOYEE, 'phoneNumber')).status).toBe('PENDING');
    await t.call(ADMIN, { method: 'PATCH', url: '/hrmsapplication/employee/update', payload: original });
    expect((await decide(MANAGER, 'manager/approve', item)).json().status).toBe('APPROVED');
  });

  it('approves linked fields one after the other (country code and phone number filed together)', async () => {
    const res = await fileChange(EMPLOYEE, { countryCode: '+61', phoneNumber: '412345679' });
    expect(res.json().requests).toBe(2);
    const phone = await openRequest(EMPLOYEE, 'phoneNumber');
    const code = await openRequest(EMPLOYEE, 'countryCode');
    expect((await decide(MANAGER, 'manager/approve', phone)).json().status).toBe('APPROVED');
    expect((await decide(MANAGER, 'manager/approve', code)).json().status).toBe('APPROVED');
    expect(await profileOf(EMPLOYEE)).toMatchObject({ countryCode: '+61', phoneNumber: '412345679' });
  });
});

describe('deciding (multi-level)', () => {
  beforeAll(() => setMultiLevel(true));
  afterAll(() => setMultiLevel(false));

  it('refuses HR approving before the manager, then the manager approves and HR gives the final approval', async () => {
    await fileChange(EMPLOYEE, { maritialStatus: 'Divorced' });
    const item = await openRequest(EMPLOYEE, 'maritialStatus');
    expect((await pending(HR)).some((r) => r.id === item.id)).toBe(false);

    const early = await decide(HR, 'hr/approve', item);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(APPROVAL_MESSAGES.managerFirst);

    const first = await decide(MANAGER, 'manager/approve', item, 'Fine by me.');
    expect(first.json()).toMatchObject({ status: 'MANAGER_APPROVED', message: APPROVAL_MESSAGES.approvedByManager });
    expect((await profileOf(EMPLOYEE)).maritialStatus).toBe('Married');
    expect((await pending(MANAGER)).some((r) => r.id === item.id)).toBe(false);
    expect((await pending(HR)).find((r) => r.id === item.id)).toMatchObject({ status: 'MANAGER_APPROVED' });
    expect((await decide(MANAGER, 'manager/approve', item)).statusCode).toBe(409);

    const final = await decide(HR, 'hr/approve', item, 'Documents verified.');
    expect(final.json()).toMatchObject({ status: 'APPROVED', comments: 'Documents verified.' });
    expect((await profileOf(EMPLOYEE)).maritialStatus).toBe('Divorced');
    expect((await pending(HR)).some((r) => r.id === item.id)).toBe(false);
  });

  it("makes the manager's rejection final: HR can no longer act", async () => {
    await fileChange(EMPLOYEE, { middlename: 'Devi' });
    const item = await openRequest(EMPLOYEE, 'middlename');
    expect((await decide(MANAGER, 'manager/reject', item, 'Not on your ID.')).json().status).toBe('REJECTED');
    expect((await decide(HR, 'hr/approve', item)).statusCode).toBe(409);
    expect((await profileOf(EMPLOYEE)).middlename).toBe('');
  });

  it("lets HR reject after the manager's approval, leaving the record unchanged", async () => {
    await fileChange(EMPLOYEE, { lastname: 'Raman' });
    const item = await openRequest(EMPLOYEE, 'lastname');
    await decide(MANAGER, 'manager/approve', item);
    expect((await decide(HR, 'hr/reject', item, 'Needs a gazette notification.')).json().status).toBe('REJECTED');
    expect((await profileOf(EMPLOYEE)).lastname).toBe('Rao');
  });

  it('sends a request straight to HR when the reporting manager cannot decide (an employee-role manager)', async () => {
    // HRMS14 reports to HRMS10 and has HRMS8 as HR; HRMS10 is made a plain employee first.
    const demoted = await t.call('HRMS1', {
      method: 'PATCH',
      url: '/hrmsapplication/authentication/updateAuthenticationRole',
      payload: { employeeId: 'HRMS10', userRole: 'ROLE_EMPLOYEE' },
    });
    expect(demoted.statusCode).toBe(200);
    await fileChange('HRMS14', { phoneNumber: '9811100033' });
    const item = await openRequest('HRMS14', 'phoneNumber');
    expect((await pending('HRMS8')).some((r) => r.id === item.id)).toBe(true);
    expect((await decide('HRMS8', 'hr/approve', item)).json().status).toBe('APPROVED');
    expect((await profileOf('HRMS14')).phoneNumber).toBe('9811100033');
  });
});
