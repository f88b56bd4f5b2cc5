import { DATE_FORMAT_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { organizations } from './organization.tables';

const t = useTestApp();
const NON_ADMINS = [HR, MANAGER, EMPLOYEE, ONBOARDING];

const api = (path: string) => `/hrmsapplication/${path}`;
const readSettings = (who: string | null) => t.call(who, { method: 'GET', url: api('organization/dateSettings') });
const chooseFormat = (who: string | null, payload: object) =>
  t.call(who, { method: 'PATCH', url: api('organization/dateFormat'), payload });
const setTimeZone = (who: string, timeZone: string) =>
  t.call(who, { method: 'PUT', url: api('admin/jobs/time-zone'), payload: { timeZone } });
const storedFormat = async (organizationId: string) =>
  (await t.database.db.select().from(organizations).where(eq(organizations.organizationId, organizationId)))[0]!.dateFormat;

describe('GET organization/dateSettings', () => {
  it.each([ADMIN, ...NON_ADMINS])("lets %s read the organisation's format and time zone", async (who) => {
    expect((await setTimeZone(ADMIN, 'Asia/Kolkata')).statusCode).toBe(200);
    const res = await readSettings(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dateFormat: 'DD MMM YYYY',
      chosenDateFormat: null,
      defaultDateFormat: 'DD MMM YYYY',
      timeZone: 'Asia/Kolkata',
      country: 'IN',
    });
  });

  it("defaults from the organisation's country: a New York organisation gets MM/DD/YYYY", async () => {
    expect((await setTimeZone(OTHER_ADMIN, 'America/New_York')).statusCode).toBe(200);
    const res = await readSettings(OTHER_ADMIN);
    expect(res.json()).toMatchObject({ dateFormat: 'MM/DD/YYYY', chosenDateFormat: null, country: 'US' });
  });

  it('answers 401 without a token', async () => {
    expect((await readSettings(null)).statusCode).toBe(401);
  });
});

describe('PATCH organization/dateFormat', () => {
  it('lets the admin choose a format that every role then reads, with an audit row, and go back to the default', async () => {
    const res = await chooseFormat(ADMIN, { dateFormat: 'DD/MM/YYYY' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dateFormat: 'DD/MM/YYYY', chosenDateFormat: 'DD/MM/YYYY' });
    expect(await storedFormat('ORG1')).toBe('DD/MM/YYYY');
    expect((await readSettings(EMPLOYEE)).json().dateFormat).toBe('DD/MM/YYYY');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, 'ORG1'), eq(auditLog.entity, 'organization'), eq(auditLog.entityId, 'ORG1')));
    expect(audit.some((row) => (row.after as { dateFormat?: string } | null)?.dateFormat === 'DD/MM/YYYY')).toBe(true);

    const reset = await chooseFormat(ADMIN, { dateFormat: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ chosenDateFormat: null, dateFormat: reset.json().defaultDateFormat });
    expect(await storedFormat('ORG1')).toBeNull();
  });

  it("changes only the admin's own organisation", async () => {
    expect((await chooseFormat(OTHER_ADMIN, { dateFormat: 'YYYY-MM-DD' })).statusCode).toBe(200);
    expect(await storedFormat(OTHER_ORG)).toBe('YYYY-MM-DD');
    expect(await storedFormat('ORG1')).toBeNull();
    expect((await readSettings(EMPLOYEE)).json().dateFormat).not.toBe('YYYY-MM-DD');
  });

  it.each(NON_ADMINS)('refuses %s with 403 and changes nothing', async (who) => {
    expect((await chooseFormat(who, { dateFormat: 'MM/DD/YYYY' })).statusCode).toBe(403);
    expect(await storedFormat('ORG1')).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await chooseFormat(null, { dateFormat: 'MM/DD/YYYY' })).statusCode).toBe(401);
  });

  it.each([{ dateFormat: 'dd.mm.yy' }, { dateFormat: 7 }, {}])(
    'refuses %j with the message and changes nothing',
    async (body) => {
      const res = await chooseFormat(ADMIN, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.dateFormat).toBe(DATE_FORMAT_MESSAGES.invalid);
      expect(await storedFormat('ORG1')).toBeNull();
    },
  );
});
