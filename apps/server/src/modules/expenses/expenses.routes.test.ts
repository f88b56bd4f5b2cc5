import { EXPENSE_MESSAGES as M } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { multipart, PDF, PNG, TEXT } from '../documents/documents.test-support';
import { organizations } from '../organization';
import { expenseClaims } from './expenses.tables';
import { approvedUnpaidExpenses, clearExpensesPaidInRun, markExpensesPaid } from './index';

const t = useTestApp();
// the first sign-in warms the app (argon2, routes) on a loaded machine; no test should pay for it
beforeAll(() => t.as(ADMIN), 120_000);
const BASE = '/hrmsapplication/expenses';
type Claim = {
  id: number;
  employeeId: string;
  amount: number;
  status: string;
  paidInRun: string | null;
  receiptUrl: string | null;
  awaitingMe: boolean;
};

const category = (who: string, code: string, payload: object) =>
  t.call(who, { method: 'PUT', url: `${BASE}/categories/${code}`, payload });
function claim(who: string, fields: Record<string, string>, receipt?: { content: Buffer; filename: string }) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(receipt ? [{ name: 'receipt', filename: receipt.filename, content: receipt.content }] : []),
  ]);
  return t.call(who, { method: 'POST', url: BASE, ...body });
}
const list = async (who: string, query = '') => (await t.call(who, { method: 'GET', url: `${BASE}${query}` })).json() as Claim[];
const decide = (who: string, id: number, status: string, comments = 'ok') =>
  t.call(who, { method: 'PATCH', url: `${BASE}/${id}/decision`, payload: { status, comments } });
const countClaims = async () => (await t.database.db.select({ id: expenseClaims.id }).from(expenseClaims)).length;
const setTwoLevel = (multiLevel: boolean) =>
  t.database.db.update(organizations).set({ multiLevel }).where(eq(organizations.organizationId, 'ORG1'));

describe('expense categories', () => {
  it('lets an admin set a category with a monthly limit in rupees; everyone lists them', async () => {
    const saved = await category(ADMIN, 'testcab', { name: 'Cabs', monthlyLimit: 1000, receiptRequired: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ code: 'TESTCAB', name: 'Cabs', monthlyLimit: 1000, receiptRequired: false });
    const seen = (await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/categories` })).json();
    expect(seen).toContainEqual({ code: 'TESTCAB', name: 'Cabs', monthlyLimit: 1000, receiptRequired: false });
  });

  it('refuses anyone but an admin, and bad input with the field named', async () => {
    expect((await category(HR, 'X1', { name: 'x', monthlyLimit: 1, receiptRequired: false })).statusCode).toBe(403);
    const bad = await category(ADMIN, 'X2', { name: 'x', monthlyLimit: 10.555, receiptRequired: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('monthlyLimit');
    expect((await category(ADMIN, 'bad code', { name: 'x', monthlyLimit: 1, receiptRequired: true })).statusCode).toBe(400);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/categories` })).json()).toEqual([]);
  });
});

describe('POST expenses', () => {
  it('files a claim with its receipt, for the manager to decide', async () => {
    const filed = await claim(
      EMPLOYEE,
      { category: 'TRAVEL', amount: '1250.50', date: '2026-03-10', description: 'Train to Mumbai' },
      { content: PNG, filename: 'ticket.png' },
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ id: expect.any(Number), status: 'PENDING' });
    const mine = (await list(EMPLOYEE)).find((c) => c.id === filed.json().id);
    expect(mine).toMatchObject({ amount: 1250.5, status: 'PENDING', paidInRun: null, awaitingMe: false });
    const receipt = await t.call(MANAGER, { method: 'GET', url: mine?.receiptUrl ?? '' });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect((await t.call(STRANGER, { method: 'GET', url: mine?.receiptUrl ?? '' })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: mine?.receiptUrl ?? '' })).statusCode).toBe(404);
    expect((await list(MANAGER, '?awaiting=true')).find((c) => c.id === filed.json().id)?.awaitingMe).toBe(true);
  });

  it('refuses a missing or non-document receipt, an unknown category, a bad amount or a future date — writing nothing', async () => {
    const before = await countClaims();
    const cases: [Record<string, string>, { content: Buffer; filename: string } | undefined, string][] = [
      [{ category: 'TRAVEL', amount: '100', date: '2026-03-11', description: 'Cab' }, undefined, 'receipt'],
      [
        { category: 'TRAVEL', amount: '100', date: '2026-03-11', description: 'Cab' },
        { content: TEXT, filename: 'r.png' },
        'receipt',
      ],
      [{ category: 'NOPE', amount: '100', date: '2026-03-11', description: 'Cab' }, undefined, 'category'],
      [{ category: 'MEALS', amount: '-5', date: '2026-03-11', description: 'Lunch' }, undefined, 'amount'],
      [{ category: 'MEALS', amount: '10.123', date: '2026-03-11', description: 'Lunch' }, undefined, 'amount'],
      [{ category: 'MEALS', amount: '100', date: '2999-01-01', description: 'Lunch' }, undefined, 'date'],
      [{ category: 'MEALS', amount: '100', date: '2026-03-11', description: ' ' }, undefined, 'description'],
    ];
    for (const [fields, receipt, field] of cases) {
      const res = await claim(EMPLOYEE, fields, receipt);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect(await countClaims()).toBe(before);
  });

  it('accepts a PDF receipt', async () => {
    const res = await claim(
      EMPLOYEE,
      { category: 'INTERNET', amount: '799', date: '2026-02-01', description: 'Broadband' },
      { content: PDF, filename: 'bill.pdf' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('keeps a person within the category’s monthly limit, naming the limit', async () => {
    await category(ADMIN, 'TESTLIM', { name: 'Parking', monthlyLimit: 1000, receiptRequired: false });
    const ok = await claim(MANAGER, { category: 'TESTLIM', amount: '600', date: '2026-01-10', description: 'Parking' });
    expect(ok.statusCode).toBe(201);
    const over = await claim(MANAGER, { category: 'TESTLIM', amount: '400.01', date: '2026-01-28', description: 'Parking' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.overLimit('1,000', 'Parking'));
    expect(over.json().errors.amount).toContain('₹1,000');
    expect(
      (await claim(MANAGER, { category: 'TESTLIM', amount: '400', date: '2026-01-28', description: 'Parking' })).statusCode,
    ).toBe(201);
    expect(
      (await claim(MANAGER, { category: 'TESTLIM', amount: '900', date: '2026-02-01', description: 'Parking' })).statusCode,
    ).toBe(201);
  });
});

describe('deciding claims', () => {
  it('goes manager then HR when the organisation is two-level; the engine’s rules hold', async () => {
    await setTwoLevel(true);
    try {
      const { id } = (
        await claim(EMPLOYEE, { category: 'MEALS', amount: '300', date: '2026-04-02', description: 'Lunch' })
      ).json();
      expect((await decide(HR, id, 'APPROVED')).statusCode).toBe(409);
      expect((await decide(EMPLOYEE, id, 'APPROVED')).statusCode).toBe(403);
      expect((await decide('HRMS6', id, 'APPROVED')).statusCode).toBe(403);
      expect((await decide(MANAGER, id, 'MAYBE')).statusCode).toBe(400);
      expect((await decide(MANAGER, id, 'APPROVED', '')).statusCode).toBe(400);
      expect((await decide(MANAGER, id, 'APPROVED')).json()).toMatchObject({ status: 'MANAGER_APPROVED' });
      expect((await decide(HR, id, 'APPROVED')).json()).toMatchObject({ status: 'APPROVED' });
      expect((await decide(HR, id, 'REJECTED')).statusCode).toBe(409);
      expect((await decide(MANAGER, 999999, 'APPROVED')).statusCode).toBe(404);
    } finally {
      await setTwoLevel(false);
    }
  });

  it('is in the approvals counts and in bulk decisions', async () => {
    const { id } = (await claim(EMPLOYEE, { category: 'MEALS', amount: '200', date: '2026-05-02', description: 'Lunch' })).json();
    const counts = (await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json();
    expect(counts.expense).toBeGreaterThanOrEqual(1);
    const bulk = await t.call(MANAGER, {
      method: 'POST',
      url: '/hrmsapplication/approvals/bulk',
      payload: { kind: 'expense', verdict: 'reject', ids: [id, 999999], comments: 'Please resubmit' },
    });
    expect(bulk.json()).toMatchObject({ decided: [{ id, status: 'REJECTED' }], failed: [{ id: 999999, status: 404 }] });
  });
});

describe('GET expenses', () => {
  it('shows each role what it may see', async () => {
    const own = await list(EMPLOYEE);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.employeeId === EMPLOYEE)).toBe(true);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}?employeeId=HRMS12` })).statusCode).toBe(403);
    expect((await list(MANAGER, '?employeeId=HRMS12')).every((c) => c.employeeId === 'HRMS12')).toBe(true);
    expect((await t.call(STRANGER, { method: 'GET', url: `${BASE}?employeeId=${EMPLOYEE}` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}?employeeId=${EMPLOYEE}` })).statusCode).toBe(404);
    expect(await list(OTHER_ADMIN)).toEqual([]);
    expect((await list(ADMIN, '?status=REJECTED')).every((c) => c.status === 'REJECTED')).toBe(true);
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}?status=NOPE` })).statusCode).toBe(400);
  });
});

describe('the pay-run seam', () => {
  it('pays approved claims once, in one run, and unpays them when that run is replaced', async () => {
    const db = t.database.db;
    const unpaid = await approvedUnpaidExpenses(db, 'ORG1', ['HRMS12', EMPLOYEE, OTHER_ADMIN]);
    const twelve = unpaid.get('HRMS12');
    expect(twelve?.total).toBe(64_000n);
    expect(unpaid.has(OTHER_ADMIN)).toBe(false);
    expect(await markExpensesPaid(db, 'ORG1', { runId: 'RUN-A', month: '2026-01' }, twelve?.ids ?? [])).toBe(1);
    expect(await markExpensesPaid(db, 'ORG1', { runId: 'RUN-B', month: '2026-02' }, twelve?.ids ?? [])).toBe(0);
    expect((await approvedUnpaidExpenses(db, 'ORG1', ['HRMS12'])).has('HRMS12')).toBe(false);
    expect((await list(ADMIN, '?employeeId=HRMS12&status=APPROVED'))[0]?.paidInRun).toBe('RUN-A');
    await clearExpensesPaidInRun(db, 'ORG1', 'RUN-A');
    expect((await approvedUnpaidExpenses(db, 'ORG1', ['HRMS12'])).get('HRMS12')?.total).toBe(64_000n);
  });
});
