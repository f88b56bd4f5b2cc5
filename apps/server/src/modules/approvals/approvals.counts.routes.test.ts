import type { Role } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MANAGER, useTestApp } from '../../test/helpers';
import { accounts } from '../auth';
import { organizations } from '../organization';
import { awaitingDecisionOf, countAwaiting, registeredApprovalKinds } from '.';

const t = useTestApp();

/**
 * The counts read whether a request waits from its person's own row, the queues from IN-sets of the approver's
 * people (approvals.engine.ts): both are built from the same three arms, and this holds them to the same answer
 * for every decider of the demo organisation, every kind, both approval settings, and HR taking the manager's step.
 */
describe('approvals waiting: the counts agree with the queues', () => {
  async function deciders() {
    return t.database.db
      .select({ employeeId: accounts.employeeId, role: accounts.role, organizationId: accounts.organizationId })
      .from(accounts)
      .where(inArray(accounts.role, ['ROLE_MANAGER', 'ROLE_HR']));
  }

  async function compareAll(multiLevel: boolean) {
    const { db } = t.database;
    await db.update(organizations).set({ multiLevel });
    let waiting = 0;
    for (const decider of await deciders()) {
      const actor = { ...decider, role: decider.role as Role };
      const counts = await countAwaiting(db, actor);
      for (const kind of registeredApprovalKinds()) {
        const [queue] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(kind.table)
          .where(
            and(
              eq(kind.table.organizationId, actor.organizationId),
              awaitingDecisionOf(kind.table, actor.employeeId, multiLevel),
            ),
          );
        expect({ who: actor.employeeId, kind: kind.kind, n: counts[kind.kind] }).toEqual({
          who: actor.employeeId,
          kind: kind.kind,
          n: Number(queue!.n),
        });
        waiting += Number(queue!.n);
      }
    }
    return waiting;
  }

  it('single-level and multi-level, for every manager and HR', async () => {
    expect(await compareAll(false)).toBeGreaterThan(0);
    expect(await compareAll(true)).toBeGreaterThan(0);
  });

  it('multi-level with a reporting manager who cannot decide: HR counts the pending requests of their people', async () => {
    const { db } = t.database;
    await db.update(accounts).set({ role: 'ROLE_EMPLOYEE' }).where(eq(accounts.employeeId, MANAGER));
    try {
      expect(await compareAll(true)).toBeGreaterThan(0);
    } finally {
      await db.update(accounts).set({ role: 'ROLE_MANAGER' }).where(eq(accounts.employeeId, MANAGER));
      await db.update(organizations).set({ multiLevel: false });
    }
  });
});
