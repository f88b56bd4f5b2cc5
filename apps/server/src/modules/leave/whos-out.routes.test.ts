import { WHOS_OUT_MESSAGES as M } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { leaveRequests } from './leave.tables';

const t = useTestApp();
type Row = { employeeId: string; name: string; leaveType: string; startDate: string; endDate: string; isHalfDay: boolean };
const whosOut = (who: string | null, query: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/reports/whos-out?${query}` });
const WEEK = 'from=2031-03-02&to=2031-03-08';
const ids = async (who: string, query = WEEK) => ((await whosOut(who, query)).json() as Row[]).map((r) => r.employeeId);

const leave = (
  employeeId: string,
  startDate: string,
  endDate: string,
  status = 'APPROVED' as const,
  organizationId = 'ORG1',
) => ({
  organizationId,
  employeeId,
  status,
  leaveName: 'CASUALLEAVE' as const,
  startDate,
  endDate,
  isHalfDay: false,
  duration: 1,
});

beforeAll(async () => {
  await t.database.db
    .insert(leaveRequests)
    .values([
      leave('HRMS4', '2031-03-02', '2031-03-04'),
      { ...leave('HRMS11', '2031-03-03', '2031-03-03'), isHalfDay: true, duration: 0.5, leaveName: 'SICKLEAVE' },
      leave('HRMS14', '2031-03-03', '2031-03-05'),
      leave('HRMS3', '2031-03-03', '2031-03-03'),
      { ...leave('HRMS12', '2031-03-03', '2031-03-03'), status: 'PENDING' },
      { ...leave('HRMS10', '2031-03-03', '2031-03-03'), status: 'CANCELLED' },
      leave('HRMS13', '2031-02-20', '2031-03-01'),
      leave('HRMS13', '2031-02-25', '2031-03-02'),
      leave(OTHER_ADMIN, '2031-03-03', '2031-03-03', 'APPROVED', OTHER_ORG),
    ]);
});

describe('GET reports/whos-out', () => {
  it('answers approved leave overlapping the range, earliest first, in the contract shape', async () => {
    const res = await whosOut(ADMIN, WEEK);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(rows.map((r) => r.employeeId)).toEqual(['HRMS13', 'HRMS4', 'HRMS14', 'HRMS11', 'HRMS3']);
    expect(rows[0]).toEqual({
      employeeId: 'HRMS13',
      name: 'Divya Menon',
      leaveType: 'CASUALLEAVE',
      startDate: '2031-02-25',
      endDate: '2031-03-02',
      isHalfDay: false,
    });
    expect(rows.find((r) => r.employeeId === 'HRMS11')).toMatchObject({ leaveType: 'SICKLEAVE', isHalfDay: true });
  });

  it('shows HR the organisation, a manager their reportees, anyone else their own team', async () => {
    expect(await ids(HR)).toEqual(['HRMS13', 'HRMS4', 'HRMS14', 'HRMS11', 'HRMS3']);
    expect(await ids(MANAGER)).toEqual(['HRMS13', 'HRMS4', 'HRMS11']);
    expect(await ids(EMPLOYEE)).toEqual(['HRMS13', 'HRMS4', 'HRMS11']);
    expect(await ids(ONBOARDING)).toEqual(['HRMS13', 'HRMS4', 'HRMS11']);
    expect(await ids('HRMS15')).toEqual(['HRMS14']);
  });

  it("answers a person's team to whoever may see that person, and refuses the others", async () => {
    expect(await ids(HR, `${WEEK}&teamOf=HRMS4`)).toEqual(['HRMS13', 'HRMS4', 'HRMS11']);
    expect(await ids(ADMIN, `${WEEK}&teamOf=HRMS14`)).toEqual(['HRMS14']);
    expect((await whosOut(HR, `${WEEK}&teamOf=HRMS14`)).statusCode).toBe(403);
    expect((await whosOut(EMPLOYEE, `${WEEK}&teamOf=HRMS11`)).statusCode).toBe(403);
    expect((await whosOut(ADMIN, `${WEEK}&teamOf=NOBODY`)).statusCode).toBe(404);
  });

  it('never shows another organisation’s leave', async () => {
    expect(await ids(OTHER_ADMIN)).toEqual([OTHER_ADMIN]);
    expect((await whosOut(OTHER_ADMIN, `${WEEK}&teamOf=HRMS4`)).statusCode).toBe(404);
  });

  it('refuses bad ranges and anonymous callers', async () => {
    expect((await whosOut(null, WEEK)).statusCode).toBe(401);
    const backwards = await whosOut(EMPLOYEE, 'from=2031-03-08&to=2031-03-02');
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, M.toBeforeFrom]);
    const long = await whosOut(EMPLOYEE, 'from=2031-01-01&to=2031-04-30');
    expect([long.statusCode, long.json().message]).toEqual([400, M.tooLong]);
    for (const query of ['from=2031-03-02', 'to=2031-03-02', 'from=2031-02-30&to=2031-03-02', 'from=tomorrow&to=2031-03-02'])
      expect((await whosOut(EMPLOYEE, query)).statusCode).toBe(400);
    expect(await ids(ADMIN, 'from=2031-03-06&to=2031-03-06')).toEqual([]);
  });

  it("downloads the same rows as .xlsx, in the caller's own scope (BEYOND §B9)", async () => {
    const res = await whosOut(MANAGER, `${WEEK}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('whos-out-2031-03-02-2031-03-08.xlsx');
    const book = new (excelJS().Workbook)();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Employee ID', 'Name', 'Leave type', 'From', 'To', 'Half day']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).values).toEqual([undefined, 'HRMS11', 'Pooja Reddy', 'Sick Leave', '2031-03-03', '2031-03-03', 'Yes']);
    expect((await whosOut(EMPLOYEE, `${WEEK}&teamOf=HRMS11&format=xlsx`)).statusCode).toBe(403);
    expect((await whosOut(EMPLOYEE, `${WEEK}&format=pdf`)).statusCode).toBe(400);
  });
});
