import { NOTIFICATION_MESSAGES } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { notify } from './notifications.service';

const t = useTestApp();
const feed = async (who: string, query = '') =>
  (await t.call(who, { method: 'GET', url: `/hrmsapplication/notifications${query}` })).json() as {
    items: { id: number; title: string; read: boolean; link: string }[];
    unread: number;
  };

beforeAll(async () => {
  for (const n of [1, 2, 3])
    await notify(t.database.db, {
      organizationId: 'ORG1',
      recipients: [EMPLOYEE, EMPLOYEE],
      title: `Test message ${n}`,
      body: 'Body',
      link: '/LeaveStatus/HRMS4',
    });
});

describe('notifications feed', () => {
  it('is the caller’s own, newest first, one entry per recipient, paged', async () => {
    const mine = await feed(EMPLOYEE);
    const tests = mine.items.filter((i) => i.title.startsWith('Test message'));
    expect(tests.map((i) => i.title)).toEqual(['Test message 3', 'Test message 2', 'Test message 1']);
    expect(tests.every((i) => !i.read && i.link === '/LeaveStatus/HRMS4')).toBe(true);
    expect((await feed(EMPLOYEE, '?page=0&size=1')).items).toHaveLength(1);
    expect((await feed(MANAGER)).items.some((i) => i.title.startsWith('Test message'))).toBe(false);
    expect((await feed(OTHER_ADMIN)).items).toEqual([]);
    expect((await t.call(null, { method: 'GET', url: '/hrmsapplication/notifications' })).statusCode).toBe(401);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: '/hrmsapplication/notifications?size=abc' })).statusCode).toBe(400);
  });

  it('marks one or all read; someone else’s is 404', async () => {
    const before = await feed(EMPLOYEE);
    const first = before.items[0]!;
    const other = await t.call(MANAGER, { method: 'PATCH', url: `/hrmsapplication/notifications/${first.id}/read` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    const res = await t.call(EMPLOYEE, { method: 'PATCH', url: `/hrmsapplication/notifications/${first.id}/read` });
    expect(res.json()).toEqual({ unread: before.unread - 1 });
    expect((await feed(EMPLOYEE)).items[0]!.read).toBe(true);
    await t.call(EMPLOYEE, { method: 'PATCH', url: '/hrmsapplication/notifications/read-all' });
    expect((await feed(EMPLOYEE)).unread).toBe(0);
  });
});
