import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCounter } from '../../db/client';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, useTestApp } from '../../test/helpers';
import { mailOutbox } from '../mail';
import { notifications } from '../notifications';

const t = useTestApp();
const BASE = '/hrmsapplication/profileApprovals';

beforeAll(() => {
  sqlCounter.counting = true;
});
afterAll(() => {
  sqlCounter.counting = false;
});

async function fileChange(patch: Record<string, string>) {
  const profile = (
    await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${EMPLOYEE}` })
  ).json();
  const res = await t.call(EMPLOYEE, {
    method: 'PATCH',
    url: '/hrmsapplication/employee/update',
    payload: { ...profile, ...patch },
  });
  expect(res.statusCode).toBe(200);
  const own = (await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/requests?employeeId=${EMPLOYEE}` })).json() as {
    id: number;
    status: string;
  }[];
  return own.find((r) => r.status === 'PENDING')!;
}

/**
 * The statements one call issues, the session lookup included (what `npm run bench` reports as SQL/req;
 * on PostgreSQL that counts the transaction's BEGIN and COMMIT too, on PGlite not).
 * The caller is signed in first: the helper's first call as someone signs them in.
 */
async function statementsOf(caller: string, call: () => Promise<{ statusCode: number }>) {
  await t.call(caller, { method: 'GET', url: '/hrmsapplication/approvals/counts' });
  const before = sqlCounter.statements;
  const res = await call();
  expect(res.statusCode).toBe(200);
  return sqlCounter.statements - before;
}

describe('the cost of one decision', () => {
  it('approves a profile change, applies it, audits, notifies and queues the mail in at most 8 statements', async () => {
    const request = await fileChange({ phoneNumber: '9811177001' });
    const statements = await statementsOf(HR, () =>
      t.call(HR, { method: 'PATCH', url: `${BASE}/hr/approve`, payload: { id: request.id, comments: 'Fine.' } }),
    );
    expect(statements).toBeLessThanOrEqual(8);

    const audit = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(audit.map((a) => a.entity).sort()).toEqual(['employee', 'profileChangeRequest']);
    const feed = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, request.id), eq(notifications.employeeId, EMPLOYEE)));
    expect(feed.map((n) => n.title)).toContain('Your profile change request was approved');
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.subject).toBe('Your profile change request was approved');
  });

  it('rejects in at most 6 statements: session, begin, request with its context, update, writes, commit', async () => {
    const request = await fileChange({ phoneNumber: '9811177002' });
    const statements = await statementsOf(MANAGER, () =>
      t.call(MANAGER, { method: 'PATCH', url: `${BASE}/manager/reject`, payload: { id: request.id, comments: 'No.' } }),
    );
    expect(statements).toBeLessThanOrEqual(6);
  });
});
