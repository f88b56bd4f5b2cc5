import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { documents } from '../documents';

const t = useTestApp();
type Item = {
  id: number;
  at: string;
  actorId: string;
  action: string;
  entity: string;
  employeeId: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};
const get = (who: string | null, query = '') => t.call(who, { method: 'GET', url: `/hrmsapplication/audit${query}` });
const page = async (who: string, query = '') => {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number };
};

beforeAll(async () => {
  const admin = { employeeId: ADMIN, organizationId: 'ORG1', role: 'ROLE_ADMIN' as const };
  // A national-ID change about an HR's person and one about somebody else's.
  await recordAudit(t.database.db, admin, {
    entity: 'nationalId',
    entityId: '901',
    action: 'update',
    before: { employeeId: EMPLOYEE, nationalIDNum: '123456789012', country: 'India' },
    after: { employeeId: EMPLOYEE, nationalIDNum: '123456789099', country: 'India' },
  });
  await recordAudit(t.database.db, admin, {
    entity: 'nationalId',
    entityId: '902',
    action: 'create',
    after: { employeeId: STRANGER, nationalIDNum: 'ABCDE1234F', country: 'India' },
  });
  await t.database.db.insert(documents).values({
    documentId: 'doc-id-card-4',
    organizationId: 'ORG1',
    employeeId: EMPLOYEE,
    category: 'ID_CARD',
    fileName: 'id-card.png',
    mimeType: 'image/png',
    size: 3,
    content: Buffer.from([1, 2, 3]),
    uploadedBy: ADMIN,
  });
});

describe('GET audit', () => {
  it('lists every change newest first with who, when, what, whom, before and after', async () => {
    const { items, total } = await page(ADMIN, '?entity=nationalId');
    expect(total).toBe(2);
    expect(items.map((i) => i.employeeId)).toEqual([STRANGER, EMPLOYEE]);
    expect(items[1]).toMatchObject({
      actorId: ADMIN,
      action: 'update',
      entity: 'nationalId',
      before: { nationalIDNum: '123456789012' },
      after: { nationalIDNum: '123456789099' },
    });
    expect(Date.parse(items[0]!.at)).toBeGreaterThan(0);
  });

  it('records sign-ins, refused sign-ins and identity-document downloads', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId: EMPLOYEE, password: 'wrong-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/documents/download/doc-id-card-4' })).statusCode).toBe(
      200,
    );
    const sessions = await page(ADMIN, `?employeeId=${EMPLOYEE}&entity=session`);
    expect(sessions.items.map((i) => i.action)).toContain('loginFailed');
    const logins = await page(ADMIN, `?actor=${ADMIN}&entity=session`);
    expect(logins.items[0]).toMatchObject({ action: 'login', employeeId: ADMIN, after: { method: 'password' } });
    const downloads = await page(ADMIN, '?entity=document');
    expect(downloads.items[0]).toMatchObject({ action: 'download', actorId: ADMIN, employeeId: EMPLOYEE });
  });

  it('records a change made through the product with the person it concerns', async () => {
    const current = (await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/currentexperience/${EMPLOYEE}` })).json();
    const res = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/currentexperience/updateCurrentEmployement',
      payload: { ...current, designation: 'Backend Developer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = await page(ADMIN, `?employeeId=${EMPLOYEE}&entity=currentEmployment`);
    expect(items[0]).toMatchObject({
      before: { designation: 'Software Engineer' },
      after: { designation: 'Backend Developer' },
    });
  });

  it('pages in order and filters by period', async () => {
    const all = await page(ADMIN, '?size=500');
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((i) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await page(ADMIN, '?size=2&page=1');
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(2, 4));
    expect(second.total).toBe(all.total);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(ADMIN, `?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await page(ADMIN, '?from=2000-01-01&to=2000-12-31')).total).toBe(0);
  });

  it('shows HR only rows about their own people, with identity numbers masked', async () => {
    const { items } = await page(HR, '?entity=nationalId');
    expect(items.map((i) => i.employeeId)).toEqual([EMPLOYEE]);
    expect(items[0]!.before.nationalIDNum).toBe('XXXXXXXX9012');
    expect(items[0]!.after.nationalIDNum).toBe('XXXXXXXX9099');
    expect((await page(HR, `?employeeId=${STRANGER}`)).total).toBe(0);
    const everything = await page(HR, '?size=500');
    expect(everything.items.every((i) => i.employeeId !== null && i.employeeId !== STRANGER)).toBe(true);
  });

  it('is closed to everyone else and to other organisations, and refuses bad input with 400', async () => {
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) expect((await get(who)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    const other = await page(OTHER_ADMIN, '?size=500');
    expect(other.items.every((i) => i.actorId === OTHER_ADMIN)).toBe(true);
    expect((await page(OTHER_ADMIN, `?employeeId=${EMPLOYEE}`)).total).toBe(0);
    for (const bad of [
      '?page=-1',
      '?size=0',
      '?size=100000',
      '?from=yesterday',
      '?from=2026-02-01&to=2026-01-01',
      '?format=csv',
    ]) {
      expect((await get(ADMIN, bad)).statusCode, bad).toBe(400);
    }
  });

  it('cannot be changed or deleted through the product', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.call(ADMIN, { method, url: '/hrmsapplication/audit', payload: {} });
      expect([404, 405], method).toContain(res.statusCode);
    }
  });

  it('downloads the filtered trail as .xlsx, one row per changed field, masked for HR', async () => {
    const res = await get(HR, '?entity=nationalId&format=xlsx');
    expect(res.statusCode).toBe(200);
    const book = new (excelJS().Workbook)();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      expect.any(String),
      ADMIN,
      'update',
      'nationalId',
      '901',
      EMPLOYEE,
      'nationalIDNum',
      'XXXXXXXX9012',
      'XXXXXXXX9099',
    ]);
  });

  it('lists the entities for the filter', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/audit/entities' });
    expect(res.json()).toEqual(expect.arrayContaining(['nationalId', 'session']));
  });
});
