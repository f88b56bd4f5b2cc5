import { EMPLOYEE_MESSAGES, IMPORT_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { multipart } from '../documents/documents.test-support';
import { leaveLedger } from './leave.tables';

const t = useTestApp({ runWorkers: true });
const BASE = '/hrmsapplication/leave/balances/import';
const YEAR = new Date().getUTCFullYear();

const csv = (lines: string[]) => Buffer.from(`employeeId,leaveType,year,balance\n${lines.join('\n')}\n`);
const upload = (who: string, content: Buffer, query = '') =>
  t.call(who, { method: 'POST', url: `${BASE}${query}`, ...multipart([{ name: 'file', filename: 'balances.csv', content }]) });

async function runToEnd(who: string, content: Buffer) {
  const started = await upload(who, content);
  expect(started.statusCode).toBe(202);
  const { importId } = started.json() as { importId: string };
  for (let i = 0; i < 200; i++) {
    const status = (await t.call(who, { method: 'GET', url: `${BASE}/${importId}` })).json();
    if (status.status === 'DONE' || status.status === 'FAILED') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}
const openings = (employeeId: string) =>
  t.database.db
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.kind, 'OPENING')));
const importEntries = (employeeId: string) =>
  t.database.db
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.note, 'Opening balance (import)')))
    .orderBy(leaveLedger.id);
const balanceOf = async (employeeId: string, leaveType: string) => {
  const res = await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/getleavebalance/${employeeId}` });
  return (res.json() as { leaveType: string; count: number }[]).find((b) => b.leaveType === leaveType)?.count;
};

describe('POST leave/balances/import', () => {
  it('checks every row in a dry run and writes nothing', async () => {
    const res = await upload(
      ADMIN,
      csv([
        `HRMS4,EARNLEAVE,${YEAR},5`,
        'HRMS4,NOLEAVE,2026,1',
        'OTH1,SICKLEAVE,2026,1',
        'HRMS6,SICKLEAVE,1990,2.25',
        `hrms4,earnleave,${YEAR},3`,
      ]),
      '?dryRun=true',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().refusedRows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6]);
    expect({ ...res.json(), refusedRows: undefined }).toEqual({
      totalRows: 5,
      validRows: 1,
      created: 1,
      updated: 0,
      errors: [
        { row: 3, field: 'leaveType', message: IMPORT_MESSAGES.unknownLeaveType },
        { row: 4, field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound },
        { row: 5, field: 'year', message: IMPORT_MESSAGES.year },
        { row: 5, field: 'balance', message: IMPORT_MESSAGES.balance },
        { row: 6, field: 'employeeId', message: IMPORT_MESSAGES.duplicateBalance },
      ],
      refusedRows: undefined,
    });
    expect(await openings('HRMS4')).toHaveLength(0);
  });

  it('appends one OPENING entry per person, type and year that the balance and ledger include; importing again appends the difference', async () => {
    const before = (await balanceOf('HRMS4', 'EARNLEAVE')) ?? 0;
    expect(await runToEnd(ADMIN, csv([`HRMS4,EARNLEAVE,${YEAR},5`]))).toMatchObject({
      status: 'DONE',
      created: 1,
      updated: 0,
      failed: 0,
    });
    expect(await balanceOf('HRMS4', 'EARNLEAVE')).toBe(before + 5);
    const ledger = await t.call(ADMIN, {
      method: 'GET',
      url: `/hrmsapplication/leave/ledger?employeeId=HRMS4&leaveType=EARNLEAVE&year=${YEAR}`,
    });
    expect(ledger.json().entries).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'OPENING', days: 5 })]));

    expect(await runToEnd(ADMIN, csv([`HRMS4,EARNLEAVE,${YEAR},5`]))).toMatchObject({ created: 0, updated: 0 });
    expect(await runToEnd(ADMIN, csv([`HRMS4,EARNLEAVE,${YEAR},7.5`]))).toMatchObject({ created: 0, updated: 1 });
    const rows = await openings('HRMS4');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.days).toBe(5);
    // the ledger is append-only: the new value is an ADJUSTMENT of the difference, the OPENING stays as written
    expect((await importEntries('HRMS4')).map((r) => ({ kind: r.kind, days: r.days }))).toEqual([
      { kind: 'OPENING', days: 5 },
      { kind: 'ADJUSTMENT', days: 2.5 },
    ]);
    expect(await balanceOf('HRMS4', 'EARNLEAVE')).toBe(before + 7.5);
    expect(await runToEnd(ADMIN, csv([`HRMS4,EARNLEAVE,${YEAR},7.5`]))).toMatchObject({ created: 0, updated: 0 });
    expect(await runToEnd(ADMIN, csv([`HRMS4,EARNLEAVE,${YEAR},4`]))).toMatchObject({ created: 0, updated: 1 });
    expect((await importEntries('HRMS4')).map((r) => r.days)).toEqual([5, 2.5, -3.5]);
    expect(await balanceOf('HRMS4', 'EARNLEAVE')).toBe(before + 4);
    // each change is audited against the person it concerns
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leaveOpeningBalance'), eq(auditLog.entityId, 'HRMS4')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.employeeId])).toEqual([
      ['create', 'HRMS4'],
      ['update', 'HRMS4'],
      ['update', 'HRMS4'],
    ]);
  });

  it('refuses a missing column, non-admins and other organisations', async () => {
    const missing = await upload(ADMIN, Buffer.from('employeeId,leaveType,year\nHRMS4,SICKLEAVE,2026\n'), '?dryRun=true');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(IMPORT_MESSAGES.missingColumn('balance'));
    for (const who of [EMPLOYEE, HR])
      expect((await upload(who, csv([`HRMS4,SICKLEAVE,${YEAR},1`]), '?dryRun=true')).statusCode).toBe(403);
    const { importId } = (await upload(ADMIN, csv([`HRMS4,SICKLEAVE,${YEAR},1`]))).json();
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/${importId}` })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/employee/import/${importId}` })).statusCode).toBe(404);
  });
});
