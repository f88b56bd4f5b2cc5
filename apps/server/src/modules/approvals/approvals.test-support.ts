import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helpers';
import { profileChangeRequests } from './approvals.tables';

/** A person's profile as they read it themselves (GET employee/getEmployeeProfile/{id}). */
export const ownProfileOf = async (t: TestApp, employeeId: string) =>
  (
    await t.call(employeeId, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${employeeId}` })
  ).json() as Record<string, string>;

/** The person files a change of one field through PATCH employee/update; answers the open request's row. */
export async function fileProfileChange(t: TestApp, who: string, fieldName: string, value: string) {
  const res = await t.call(who, {
    method: 'PATCH',
    url: '/hrmsapplication/employee/update',
    payload: { ...(await ownProfileOf(t, who)), [fieldName]: value },
  });
  expect(res.statusCode).toBeLessThan(300);
  const [row] = await t.database.db
    .select()
    .from(profileChangeRequests)
    .where(
      and(
        eq(profileChangeRequests.employeeId, who),
        eq(profileChangeRequests.fieldName, fieldName),
        inArray(profileChangeRequests.status, ['PENDING', 'MANAGER_APPROVED']),
      ),
    );
  return row!;
}

/** Where a profile-change request stands, read from its row. */
export const profileChangeStatus = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(profileChangeRequests).where(eq(profileChangeRequests.id, id)))[0]?.status;
