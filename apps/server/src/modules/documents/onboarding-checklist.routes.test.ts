import { ONBOARDING_CHECKLIST_MESSAGES as M, type OnboardingChecklist } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { multipart, PDF } from './documents.test-support';
import { firstDayItems, firstDayTicks } from './onboarding-checklist.tables';

const t = useTestApp();
const base = '/hrmsapplication/documents';

const checklist = (who: string, employeeId?: string) =>
  t.call(who, { method: 'GET', url: `${base}/onboarding-checklist${employeeId ? `?employeeId=${employeeId}` : ''}` });
const tick = (who: string, itemId: string, done: unknown) =>
  t.call(who, { method: 'PUT', url: `${base}/onboarding-checklist/first-day/${itemId}`, payload: { done } });
const items = async (who = ADMIN) =>
  (await t.call(who, { method: 'GET', url: `${base}/first-day-items` })).json() as {
    itemId: string;
    title: string;
    position: number;
  }[];
const add = (who: string, title: unknown) => t.call(who, { method: 'POST', url: `${base}/first-day-items`, payload: { title } });
const rename = (who: string, itemId: string, title: unknown) =>
  t.call(who, { method: 'PATCH', url: `${base}/first-day-items/${itemId}`, payload: { title } });
const remove = (who: string, itemId: string) => t.call(who, { method: 'DELETE', url: `${base}/first-day-items/${itemId}` });
const reorder = (who: string, itemIds: unknown) =>
  t.call(who, { method: 'PUT', url: `${base}/first-day-items/order`, payload: { itemIds } });
const firstDay = (list: OnboardingChecklist) => list.items.filter((item) => item.section === 'firstDay');
const doneOf = (list: OnboardingChecklist, key: string) => list.items.find((item) => item.key === key)?.done;
const MISSING_ID = '00000000-0000-4000-a000-000000000000';

describe('GET documents/onboarding-checklist', () => {
  it("gives the demo joiner's progress: personal details on record, one first-day item ticked, no documents yet", async () => {
    const res = await checklist(ONBOARDING);
    expect(res.statusCode).toBe(200);
    const list = res.json() as OnboardingChecklist;
    expect(list.employeeId).toBe(ONBOARDING);
    expect(list.items.map((item) => [item.section, item.section === 'firstDay' ? item.title : item.key, item.done])).toEqual([
      ['documents', 'aadharDocument', false],
      ['documents', 'panDocument', false],
      ['documents', 'higherEducationFile', false],
      ['details', 'personalDetails', true],
      ['details', 'aadharDetails', false],
      ['details', 'panDetails', false],
      ['firstDay', 'Collect your laptop and ID badge', true],
      ['firstDay', 'Meet your buddy', false],
      ['firstDay', 'Set up your e-mail and chat', false],
      ['firstDay', 'Read the employee handbook', false],
    ]);
    expect([list.done, list.total]).toEqual([2, 10]);
  });

  it('counts documents and details as they are handed in', async () => {
    const form = multipart([
      { name: 'aadharName', value: 'Vikram Singh' },
      { name: 'aadharNumber', value: '234567890123' },
      { name: 'higherEducationFile', filename: 'degree.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const before = (await checklist(ONBOARDING)).json() as OnboardingChecklist;
    const sent = await t.call(ONBOARDING, { method: 'POST', url: `${base}/onboarding?employeeId=${ONBOARDING}`, ...form });
    expect(sent.statusCode).toBe(200);
    const after = (await checklist(ONBOARDING)).json() as OnboardingChecklist;
    expect(after.done).toBe(before.done + 2);
    expect(doneOf(after, 'higherEducationFile')).toBe(true);
    expect(doneOf(after, 'aadharDetails')).toBe(true);
    expect(doneOf(after, 'panDetails')).toBe(false);
  });

  it('lets an admin and the HR of the joiner read it; other roles and HR of others are refused', async () => {
    expect((await checklist(ADMIN, ONBOARDING)).statusCode).toBe(200);
    expect((await checklist(HR, ONBOARDING)).json()).toMatchObject({ employeeId: ONBOARDING });
    expect((await checklist(HR, 'hrms5')).statusCode).toBe(200);
    // HRMS8 is HR, but not the joiner's
    expect((await checklist('HRMS8', ONBOARDING)).json()).toMatchObject({ message: M.viewDenied });
    expect((await checklist('HRMS8', ONBOARDING)).statusCode).toBe(403);
    for (const who of [MANAGER, EMPLOYEE]) {
      expect((await checklist(who, ONBOARDING)).statusCode).toBe(403);
      expect((await checklist(who)).statusCode).toBe(403);
    }
    // a joiner sees only their own
    expect((await checklist(ONBOARDING, EMPLOYEE)).statusCode).toBe(403);
    expect((await checklist(HR, STRANGER)).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's person or an unknown id, 400 for a bad one", async () => {
    expect((await checklist(ADMIN, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await checklist(OTHER_ADMIN, ONBOARDING)).statusCode).toBe(404);
    expect((await checklist(ADMIN, 'HRMS999')).statusCode).toBe(404);
    expect((await checklist(ADMIN, 'x'.repeat(60))).statusCode).toBe(400);
  });
});

describe('PUT documents/onboarding-checklist/first-day/{itemId}', () => {
  it('ticks and unticks the joiner’s own item, audited, and answers the new progress', async () => {
    const [, buddy] = firstDay((await checklist(ONBOARDING)).json() as OnboardingChecklist);
    const start = (await checklist(ONBOARDING)).json() as OnboardingChecklist;
    const ticked = await tick(ONBOARDING, buddy!.key, true);
    expect(ticked.statusCode).toBe(200);
    expect((ticked.json() as OnboardingChecklist).done).toBe(start.done + 1);
    // ticking again changes nothing
    expect(((await tick(ONBOARDING, buddy!.key, true)).json() as OnboardingChecklist).done).toBe(start.done + 1);
    const unticked = (await tick(ONBOARDING, buddy!.key, false)).json() as OnboardingChecklist;
    expect(unticked.done).toBe(start.done);
    const audit = await t.database.db
      .select({ action: auditLog.action, employeeId: auditLog.employeeId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'first_day_tick'), eq(auditLog.entityId, `${ONBOARDING}:${buddy!.key}`)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete']);
    expect(audit.every((row) => row.employeeId === ONBOARDING)).toBe(true);
  });

  it('is the joiner’s alone: other roles 403, unknown or foreign item 404, bad input 400, nothing written', async () => {
    const [item] = await items();
    const before = await t.database.db.select().from(firstDayTicks);
    for (const who of [ADMIN, HR, MANAGER, EMPLOYEE]) expect((await tick(who, item!.itemId, true)).statusCode).toBe(403);
    expect((await tick(ONBOARDING, MISSING_ID, true)).statusCode).toBe(404);
    expect((await tick(ONBOARDING, 'not-a-uuid', true)).statusCode).toBe(400);
    expect((await tick(ONBOARDING, item!.itemId, 'yes')).statusCode).toBe(400);
    expect(
      (await t.call(ONBOARDING, { method: 'PUT', url: `${base}/onboarding-checklist/first-day/${item!.itemId}` })).statusCode,
    ).toBe(400);
    expect(await t.database.db.select().from(firstDayTicks)).toEqual(before);
  });
});

describe('documents/first-day-items (admins and HR keep the list)', () => {
  it('adds an item the joiner then sees, renames it, reorders and removes it, each audited', async () => {
    const added = await add(HR, '  Lunch with the team  ');
    expect(added.statusCode).toBe(200);
    const item = added.json() as { itemId: string; title: string; position: number; message: string };
    expect(item).toMatchObject({ title: 'Lunch with the team', position: 5, message: M.added });
    const seen = firstDay((await checklist(ONBOARDING)).json() as OnboardingChecklist);
    expect(seen.at(-1)).toMatchObject({ key: item.itemId, title: 'Lunch with the team', done: false });
    expect((await tick(ONBOARDING, item.itemId, true)).statusCode).toBe(200);

    const renamed = await rename(ADMIN, item.itemId, 'Team lunch');
    expect(renamed.json()).toMatchObject({ title: 'Team lunch', message: M.renamed });
    // the tick stays with the renamed item
    expect(firstDay((await checklist(ONBOARDING)).json() as OnboardingChecklist).at(-1)).toMatchObject({
      title: 'Team lunch',
      done: true,
    });

    const ids = (await items()).map((i) => i.itemId);
    const reversed = [...ids].reverse();
    const ordered = await reorder(ADMIN, reversed);
    expect(ordered.statusCode).toBe(200);
    expect((await items()).map((i) => i.itemId)).toEqual(reversed);
    expect(firstDay((await checklist(ONBOARDING)).json() as OnboardingChecklist)[0]?.title).toBe('Team lunch');
    await reorder(ADMIN, ids);

    expect((await remove(HR, item.itemId)).json()).toEqual({ message: M.removed });
    expect((await items()).map((i) => i.itemId)).toEqual(ids.filter((id) => id !== item.itemId));
    expect(await t.database.db.select().from(firstDayTicks).where(eq(firstDayTicks.itemId, item.itemId))).toEqual([]);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'first_day_item'), eq(auditLog.entityId, item.itemId)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses other roles, with nothing written', async () => {
    const [item] = await items();
    const before = await t.database.db.select().from(firstDayItems);
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await t.call(who, { method: 'GET', url: `${base}/first-day-items` })).statusCode).toBe(403);
      expect((await add(who, 'Sneaky item')).statusCode).toBe(403);
      expect((await rename(who, item!.itemId, 'Renamed')).statusCode).toBe(403);
      expect((await remove(who, item!.itemId)).statusCode).toBe(403);
      expect((await reorder(who, [item!.itemId])).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(firstDayItems)).toEqual(before);
  });

  it("keeps each organisation's list to itself: another organisation's item is not found", async () => {
    const [item] = await items();
    expect(await items(OTHER_ADMIN)).toEqual([]);
    expect((await rename(OTHER_ADMIN, item!.itemId, 'Taken over')).statusCode).toBe(404);
    expect((await remove(OTHER_ADMIN, item!.itemId)).statusCode).toBe(404);
    expect((await reorder(OTHER_ADMIN, [item!.itemId])).statusCode).toBe(400);
    expect((await items()).find((i) => i.itemId === item!.itemId)?.title).toBe(item!.title);
  });

  it('answers 400 to a bad title, a wrong order or an unknown id form, 409 to a duplicate title, never a partial write', async () => {
    const before = await items();
    expect((await add(ADMIN, '')).json()).toMatchObject({ message: M.titleRequired });
    expect((await add(ADMIN, '   ')).statusCode).toBe(400);
    expect((await add(ADMIN, 'x'.repeat(81))).json()).toMatchObject({ message: M.titleTooLong });
    expect((await add(ADMIN, 42)).statusCode).toBe(400);
    expect((await add(ADMIN, 'meet your BUDDY')).statusCode).toBe(409);
    expect((await rename(ADMIN, before[0]!.itemId, before[1]!.title)).statusCode).toBe(409);
    expect((await rename(ADMIN, MISSING_ID, 'Anything')).statusCode).toBe(404);
    expect((await rename(ADMIN, 'nope', 'Anything')).statusCode).toBe(400);
    expect((await remove(ADMIN, 'nope')).statusCode).toBe(400);
    expect((await remove(ADMIN, MISSING_ID)).statusCode).toBe(404);
    const ids = before.map((i) => i.itemId);
    expect((await reorder(ADMIN, ids.slice(1))).json()).toMatchObject({ message: M.orderMismatch });
    expect((await reorder(ADMIN, [...ids.slice(1), MISSING_ID])).statusCode).toBe(400);
    expect((await reorder(ADMIN, [ids[0], ...ids.slice(0, -1)])).statusCode).toBe(400);
    expect((await reorder(ADMIN, [])).statusCode).toBe(400);
    expect((await reorder(ADMIN, 'all')).statusCode).toBe(400);
    expect(await items()).toEqual(before);
  });

  it('holds at most 30 items', async () => {
    const start = (await items()).length;
    for (let i = start; i < 30; i++) expect((await add(ADMIN, `Item number ${i}`)).statusCode).toBe(200);
    expect((await add(ADMIN, 'One too many')).json()).toMatchObject({ message: M.tooMany });
    expect(await items()).toHaveLength(30);
    for (const item of (await items()).slice(start)) await remove(ADMIN, item.itemId);
  });
});
