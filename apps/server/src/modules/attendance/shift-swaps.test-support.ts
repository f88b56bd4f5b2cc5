import { expect } from 'vitest';
import { ADMIN, type TestApp } from '../../test/helpers';

/**
 * Puts what the shift-swap tests roster people on, under the codes given: a day shift (09:00–17:00, a 30 minute
 * break, 5 minutes' grace, a half day from 200 worked minutes, a full day from 420, no weekly off), its night twin
 * (21:00–05:00) and a site.
 */
export async function putSwapShifts(t: TestApp, codes: { day: string; night: string; site: string }) {
  const put = async (path: string, payload: object) => {
    const res = await t.call(ADMIN, { method: 'PUT', url: `/hrmsapplication/attendance/${path}`, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const day = {
    name: 'Swap day',
    start: '09:00',
    end: '17:00',
    breakMinutes: 30,
    graceMinutes: 5,
    halfDayMinutes: 200,
    fullDayMinutes: 420,
    weeklyOff: [],
  };
  await put(`shifts/${codes.day}`, day);
  await put(`shifts/${codes.night}`, { ...day, name: 'Swap night', start: '21:00', end: '05:00' });
  await put(`sites/${codes.site}`, { name: 'Swap site', latitude: 12.97, longitude: 77.6, radiusMeters: 200, ipRanges: [] });
}
