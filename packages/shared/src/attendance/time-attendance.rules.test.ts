import { describe, expect, it } from 'vitest';
import { zoneClockFormat } from '../common';
import {
  addressInRanges,
  checkFence,
  type DayPunch,
  dayOfPunch,
  deriveDay,
  distanceMeters,
  type FenceSite,
  GENERAL_DAY_SHIFT,
  instantOf,
  isIpRange,
  lopDaysOf,
  type ShiftRules,
  shiftSpan,
  timeOfMinute,
  wallClockOf,
} from './time-attendance.rules';
import { clockSchema, devicePunchesSchema, shiftUpsertSchema } from './time-attendance.schemas';

/** 09:30–18:30, 60 min break, 10 min grace, half day at 240, full day at 480, Sat/Sun off. */
const DAY_SHIFT: ShiftRules = GENERAL_DAY_SHIFT;
/** 22:00–06:00 (crosses midnight), 30 min break. */
const NIGHT_SHIFT: ShiftRules = { ...DAY_SHIFT, start: '22:00', end: '06:00', breakMinutes: 30, weeklyOff: [] };

const at = (time: string, nextDay = false, type: DayPunch['type'] = null): DayPunch => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { minute: h * 60 + m + (nextDay ? 1440 : 0), type };
};
// 2026-11-02 is a Monday
const MONDAY = '2026-11-02';
const day = (shift: ShiftRules, punches: DayPunch[], patch: Partial<Parameters<typeof deriveDay>[0]> = {}) =>
  deriveDay({ date: MONDAY, shift, punches, onLeave: false, holiday: false, regularisation: null, ...patch });

describe('shift spans', () => {
  it('keeps a day shift on its day', () => {
    expect(shiftSpan(DAY_SHIFT)).toEqual({ startMinute: 570, endMinute: 1110 });
  });
  it('puts a night shift’s end on the next day', () => {
    expect(shiftSpan(NIGHT_SHIFT)).toEqual({ startMinute: 1320, endMinute: 1440 + 360 });
  });
});

describe('a day worked out', () => {
  it('counts 09:35 to 18:30 as a half day: 5 minutes late is within grace, 475 worked minutes fall short of 480', () => {
    // worked = 18:30 − 09:35 − 60 = 475 → below 480: half day
    expect(day(DAY_SHIFT, [at('09:35', false, 'IN'), at('18:30', false, 'OUT')])).toMatchObject({
      firstInMinute: 575,
      lastOutMinute: 1110,
      workedMinutes: 475,
      lateMinutes: 0,
      earlyMinutes: 0,
      overtimeMinutes: 0,
      status: 'HALF_DAY',
    });
  });
  it('marks 10 minutes late as within grace and 11 minutes as 11 late', () => {
    expect(day(DAY_SHIFT, [at('09:40'), at('18:45')]).lateMinutes).toBe(0);
    expect(day(DAY_SHIFT, [at('09:41'), at('18:45')]).lateMinutes).toBe(11);
  });
  it('is present at exactly the full day’s minutes, with the break taken off', () => {
    // 09:30 → 18:30 = 540 − 60 = 480
    expect(day(DAY_SHIFT, [at('09:30'), at('18:30')])).toMatchObject({ workedMinutes: 480, status: 'PRESENT' });
  });
  it('is a half day at exactly the half day’s minutes and absent a minute below', () => {
    // 09:30 → 14:30 = 300 − 60 = 240
    expect(day(DAY_SHIFT, [at('09:30'), at('14:30')])).toMatchObject({
      workedMinutes: 240,
      status: 'HALF_DAY',
      earlyMinutes: 240,
    });
    expect(day(DAY_SHIFT, [at('09:30'), at('14:29')])).toMatchObject({ workedMinutes: 239, status: 'ABSENT' });
  });
  it('counts overtime beyond the full day', () => {
    // 09:00 → 20:00 = 660 − 60 = 600 → 120 over 480
    expect(day(DAY_SHIFT, [at('09:00'), at('20:00')])).toMatchObject({
      workedMinutes: 600,
      overtimeMinutes: 120,
      lateMinutes: 0,
    });
  });
  it('has no last out and no worked minutes with one device punch', () => {
    expect(day(DAY_SHIFT, [at('09:31')])).toMatchObject({
      firstInMinute: 571,
      lastOutMinute: null,
      workedMinutes: 0,
      status: 'ABSENT',
    });
  });
  it('takes the first and the last of several device punches', () => {
    expect(day(DAY_SHIFT, [at('13:00'), at('09:20'), at('18:40'), at('14:00')])).toMatchObject({
      firstInMinute: 560,
      lastOutMinute: 1120,
      workedMinutes: 500,
    });
  });
  it('ignores an OUT before any IN as the first in', () => {
    expect(day(DAY_SHIFT, [at('09:00', false, 'OUT'), at('09:45', false, 'IN'), at('18:45', false, 'OUT')])).toMatchObject({
      firstInMinute: 585,
      lastOutMinute: 1125,
      lateMinutes: 15,
    });
  });
  it('works a night shift out across midnight', () => {
    // 22:05 → 06:10 next day = 485 − 30 = 455: half day, not late (grace 10), no early
    expect(day(NIGHT_SHIFT, [at('22:05'), at('06:10', true)])).toMatchObject({
      firstInMinute: 1325,
      lastOutMinute: 1440 + 370,
      workedMinutes: 455,
      lateMinutes: 0,
      earlyMinutes: 0,
      status: 'HALF_DAY',
    });
    expect(timeOfMinute(1440 + 370)).toBe('06:10');
  });
  it('lets leave win over a holiday and a holiday over a weekly off, whatever the punches', () => {
    const punches = [at('09:30'), at('18:30')];
    expect(day(DAY_SHIFT, punches, { onLeave: true, holiday: true }).status).toBe('LEAVE');
    expect(day(DAY_SHIFT, punches, { holiday: true, date: '2026-11-07' }).status).toBe('HOLIDAY');
    expect(day(DAY_SHIFT, punches, { date: '2026-11-07' }).status).toBe('WEEKLY_OFF');
    expect(day(DAY_SHIFT, [], { date: '2026-11-08' }).status).toBe('WEEKLY_OFF');
  });
  it('replaces the punches with an approved regularisation', () => {
    expect(day(DAY_SHIFT, [at('11:00')], { regularisation: { inTime: '09:30', outTime: '18:30' } })).toMatchObject({
      firstInMinute: 570,
      lastOutMinute: 1110,
      workedMinutes: 480,
      status: 'PRESENT',
    });
  });
});

describe('the day a punch counts for', () => {
  const days = [
    { date: '2026-11-02', ...shiftSpan(NIGHT_SHIFT) },
    { date: '2026-11-03', ...shiftSpan(NIGHT_SHIFT) },
  ];
  it('counts from 4 h before the start to 4 h after the end', () => {
    expect(dayOfPunch(days, { date: '2026-11-02', minute: 18 * 60 })).toBe('2026-11-02');
    expect(dayOfPunch(days, { date: '2026-11-02', minute: 18 * 60 - 1 })).toBeNull();
    expect(dayOfPunch(days, { date: '2026-11-03', minute: 6 * 60 })).toBe('2026-11-02');
  });
  it('gives a punch inside two windows to the day whose start or end is nearer', () => {
    // 2026-11-03 09:00: 3 h after Monday's end (06:00), 13 h before Tuesday's start → Monday
    expect(dayOfPunch(days, { date: '2026-11-03', minute: 9 * 60 })).toBe('2026-11-02');
    // 2026-11-03 18:30: 12.5 h after Monday's end, outside it; 3.5 h before Tuesday's start → Tuesday
    expect(dayOfPunch(days, { date: '2026-11-03', minute: 18 * 60 + 30 })).toBe('2026-11-03');
    // 06:00–23:00 shifts: Monday's window runs to Tuesday 03:00, Tuesday's starts Tuesday 02:00
    const longShifts = [
      { date: '2026-11-02', startMinute: 6 * 60, endMinute: 23 * 60 },
      { date: '2026-11-03', startMinute: 6 * 60, endMinute: 23 * 60 },
    ];
    // Tuesday 02:15: 195 min after Monday's end, 225 before Tuesday's start → Monday
    expect(dayOfPunch(longShifts, { date: '2026-11-03', minute: 2 * 60 + 15 })).toBe('2026-11-02');
    // Tuesday 02:45: 225 after Monday's end, 195 before Tuesday's start → Tuesday
    expect(dayOfPunch(longShifts, { date: '2026-11-03', minute: 2 * 60 + 45 })).toBe('2026-11-03');
    // Tuesday 02:30: as near to both → the earlier day
    expect(dayOfPunch(longShifts, { date: '2026-11-03', minute: 2 * 60 + 30 })).toBe('2026-11-02');
  });
  it('reads a punch on the organisation’s wall clock', () => {
    expect(wallClockOf(new Date('2026-11-02T18:45:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-03', minute: 15 });
    expect(wallClockOf(new Date('2026-11-02T18:45:00Z'), 'UTC')).toEqual({ date: '2026-11-02', minute: 18 * 60 + 45 });
    expect(instantOf('2026-11-03', 15, 'Asia/Kolkata').toISOString()).toBe('2026-11-02T18:45:00.000Z');
    expect(instantOf('2026-11-02', 25 * 60 + 30, 'UTC').toISOString()).toBe('2026-11-03T01:30:00.000Z');
  });
});

describe('the lock’s days without pay', () => {
  it('counts an absent day as one and a half day as a half', () => {
    expect(lopDaysOf(['ABSENT', 'HALF_DAY', 'PRESENT', 'LEAVE', 'HOLIDAY', 'WEEKLY_OFF', 'HALF_DAY', 'ABSENT'])).toBe(3);
    expect(lopDaysOf(['HALF_DAY'])).toBe(0.5);
    expect(lopDaysOf([])).toBe(0);
  });
});

describe('fences', () => {
  // Bengaluru, MG Road metro; 0.001° of latitude ≈ 111.2 m
  const office: FenceSite = {
    code: 'BLR',
    name: 'Bengaluru office',
    latitude: 12.9756,
    longitude: 77.6066,
    radiusMeters: 200,
    ipRanges: ['203.0.113.0/24'],
  };
  it('measures great-circle distances', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters(office, { latitude: 12.9756 + 0.001, longitude: 77.6066 })).toBeCloseTo(111.2, 0);
  });
  it('lets a point just inside the radius in and names the distance of one just outside', () => {
    // 0.0017° ≈ 189 m inside; 0.0019° ≈ 211 m outside
    expect(checkFence([office], { latitude: 12.9773, longitude: 77.6066, accuracyMeters: 30 }, null)).toMatchObject({
      inside: true,
    });
    const outside = checkFence([office], { latitude: 12.9775, longitude: 77.6066, accuracyMeters: 30 }, null);
    expect(outside).toMatchObject({ inside: false, reason: 'outside', site: { code: 'BLR' } });
    expect(outside && 'meters' in outside ? Math.round(outside.meters) : 0).toBe(211);
  });
  it('refuses a position coarser than the radius', () => {
    expect(checkFence([office], { latitude: 12.9756, longitude: 77.6066, accuracyMeters: 201 }, null)).toMatchObject({
      inside: false,
      reason: 'inaccurate',
    });
  });
  it('lets an allowed address in without a position', () => {
    expect(checkFence([office], null, '203.0.113.77')).toMatchObject({ inside: true });
    expect(checkFence([office], null, '::ffff:203.0.113.77')).toMatchObject({ inside: true });
    expect(checkFence([office], null, '198.51.100.1')).toMatchObject({ inside: false, reason: 'noPosition' });
  });
  it('matches address ranges of both families and refuses what is not a range', () => {
    expect(addressInRanges('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(addressInRanges('203.0.114.1', ['203.0.113.0/24'])).toBe(false);
    expect(addressInRanges('not-an-ip', ['203.0.113.0/24'])).toBe(false);
    expect(isIpRange('203.0.113.0/24')).toBe(true);
    expect(isIpRange('203.0.113.0')).toBe(false);
    expect(isIpRange('300.0.0.0/8')).toBe(false);
  });
});

describe('request bodies', () => {
  it('refuses a shift ending when it starts and a full day below the half day', () => {
    const parsed = shiftUpsertSchema.safeParse({ ...DAY_SHIFT, name: 'Day', end: '09:30', fullDayMinutes: 100 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['end', 'fullDayMinutes']);
  });
  it('wants a uuid clientId and an offset on at', () => {
    expect(clockSchema.safeParse({ type: 'IN', clientId: 'x' }).success).toBe(false);
    expect(
      clockSchema.safeParse({ type: 'IN', clientId: '6f1c1f4e-8f0e-4c8a-9a53-0c2f1f1b2a11', at: '2026-11-02T09:00:00' }).success,
    ).toBe(false);
    expect(
      clockSchema.safeParse({ type: 'IN', clientId: '6f1c1f4e-8f0e-4c8a-9a53-0c2f1f1b2a11', at: '2026-11-02T09:00:00+05:30' })
        .success,
    ).toBe(true);
  });
  it('takes at most 5,000 device punches', () => {
    const punch = { employeeId: 'E1', at: '2026-11-02T09:00:00Z' };
    expect(devicePunchesSchema.safeParse({ deviceId: 'd', punches: Array(5000).fill(punch) }).success).toBe(true);
    expect(devicePunchesSchema.safeParse({ deviceId: 'd', punches: Array(5001).fill(punch) }).success).toBe(false);
  });
});

describe('wallClockOf', () => {
  it('agrees with the zone’s own clock minute by minute, across daylight-saving switches', () => {
    // the zone's own clock: Intl's formatting, not the offsets wallClockOf adds
    const intl = (instant: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        zoneClockFormat(timeZone)
          .formatToParts(instant)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
    };
    // around each zone's switches of 2026 (Lord Howe moves by half an hour), every 7 minutes and 13 seconds
    const windows: [string, string][] = [
      ['America/New_York', '2026-03-08T00:00:00Z'],
      ['America/New_York', '2026-11-01T00:00:00Z'],
      ['Europe/London', '2026-03-29T00:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T10:00:00Z'],
      ['Asia/Kolkata', '2026-06-01T00:00:00Z'],
    ];
    for (const [zone, start] of windows) {
      for (let ms = Date.parse(start); ms < Date.parse(start) + 2 * 86_400_000; ms += 433_000) {
        const instant = new Date(ms);
        expect(wallClockOf(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(intl(instant, zone));
      }
    }
  });
});
