import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, useTestApp } from '../../test/helpers';

// The seam of B5 and B6: the attendance lock's days without pay are LOP_DAYS of that month's pay run.
const t = useTestApp({ runWorkers: true });
beforeAll(async () => {
  await t.as(ADMIN);
});
const H = '/hrmsapplication';
const MONTH = '2025-07';
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.call(ADMIN, { method, url: `${H}/${path}`, ...(payload ? { payload } : {}) });

async function settled(runId: string) {
  for (let i = 0; i < 240; i++) {
    const run = (await call('GET', `payroll/runs/${runId}`)).json();
    if (run.status !== 'COMPUTING') return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`run ${runId} did not finish`);
}

describe('the attendance lock feeds the pay run', () => {
  it('takes each locked ABSENT day as a day without pay in that month’s payslip', async () => {
    const shift = await call('PUT', 'attendance/shifts/PAYGEN', {
      name: 'Pay test general',
      start: '09:00',
      end: '18:00',
      breakMinutes: 60,
      graceMinutes: 10,
      halfDayMinutes: 240,
      fullDayMinutes: 480,
      weeklyOff: ['SAT', 'SUN'],
    });
    expect(shift.statusCode).toBe(200);
    const site = await call('PUT', 'attendance/sites/PAYSITE', {
      name: 'Pay test office',
      latitude: 12.9756,
      longitude: 77.6066,
      radiusMeters: 200,
      ipRanges: [],
    });
    expect(site.statusCode).toBe(200);
    // Tuesday 1 to Thursday 3 July 2025, rostered and never punched: three ABSENT days
    const rostered = await call('POST', 'attendance/rosters', {
      employeeIds: [EMPLOYEE],
      shift: 'PAYGEN',
      site: 'PAYSITE',
      from: '2025-07-01',
      to: '2025-07-03',
    });
    expect(rostered.json()).toEqual({ assigned: 1 });
    const locked = await call('POST', 'attendance/lock', { month: MONTH });
    expect(locked.statusCode).toBe(200);
    const lop = locked.json().rows.find((row: { employeeId: string }) => row.employeeId === EMPLOYEE)?.lopDays;
    expect(lop).toBe(3);

    const salary = await call('PUT', `payroll/salaries/${EMPLOYEE}`, {
      structure: 'STANDARD',
      annualCtc: 620000,
      effectiveFrom: '2025-01-01',
      taxRegime: 'NEW',
      ptState: 'KA',
      pfCapped: true,
      uan: '100200300499',
      bankAccount: '123456789099',
      ifsc: 'SBIN0001234',
    });
    expect(salary.statusCode, salary.body).toBe(200);
    const started = await call('POST', 'payroll/runs', { month: MONTH });
    expect(started.statusCode, started.body).toBe(202);
    const run = await settled(started.json().runId);
    expect(run.errors, JSON.stringify(run)).toEqual([]);
    const page = (await call('GET', `payroll/runs/${started.json().runId}/payslips?employeeId=${EMPLOYEE}`)).json();
    expect(page.total).toBe(1);
    // July has 31 days; 3 without pay leave 28 paid
    expect(page.items[0]).toMatchObject({ daysInMonth: 31, lopDays: 3, paidDays: 28 });
  });
});
