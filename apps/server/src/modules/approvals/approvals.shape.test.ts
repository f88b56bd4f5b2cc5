import { getTableName, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
// every module registers its kinds with the engine when it loads
import '../index';
import { awaitingDecisionOf, countAwaiting, listApprovalKinds } from './approvals.engine';
import { profileChangeRequests } from './approvals.tables';

/**
 * The shape of the queue condition and of the counts, which keeps them linear in the open requests for
 * the HR or manager of 100,000 people (docs/performance.md, "Large teams"): an IN-set of the approver's
 * people that PostgreSQL cannot hash is rescanned per request, and the per-person probe of every kind
 * grows with the team.
 */
const dialect = new PgDialect({ casing: 'snake_case' });
const textOf = (query: SQL) => dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ');
const probe = (table: string) =>
  `exists (select 1 from "employments" requester_employment where requester_employment.employee_id = "${table}"."employee_id"`;

describe('the awaiting condition', () => {
  it("is one EXISTS on the requester's employment (its primary key), never an IN-set of the approver's people", () => {
    for (const multiLevel of [false, true]) {
      const text = textOf(awaitingDecisionOf(profileChangeRequests, 'HRMS3', multiLevel));
      expect(text).toContain(probe('profile_change_requests'));
      expect(text.split('"employments"')).toHaveLength(2);
      expect(text).not.toMatch(/ in \(select/i);
    }
  });

  it('is the same probe for a kind only HR decides', () => {
    const taxProofs = listApprovalKinds().find((k) => k.kind === 'taxProof');
    const text = textOf(awaitingDecisionOf(taxProofs!.table, 'HRMS2', false));
    expect(text).toContain(probe('payroll_tax_proofs'));
    expect(text).not.toMatch(/ in \(select|reporting_manager_id/i);
  });
});

describe('the counts', () => {
  it("count each kind with the queue's own condition in one statement, without a probe per person", async () => {
    const statements: string[] = [];
    const db = {
      execute: async (query: SQL) => {
        statements.push(textOf(query));
        return { rows: [] };
      },
    } as unknown as Executor;
    const actor = { employeeId: 'HRMS3', organizationId: 'ORG1', role: 'ROLE_MANAGER' } as Actor;
    await countAwaiting(db, actor);
    expect(statements).toHaveLength(1);
    const [text] = statements as [string];
    for (const k of listApprovalKinds()) expect(text).toContain(probe(getTableName(k.table)));
    expect(text).not.toMatch(/lateral| in \(select/i);
  });
});
