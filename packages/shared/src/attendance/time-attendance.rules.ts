import ipaddr from 'ipaddr.js';
import { daysBetween, parseIsoDate, zoneClockFormat } from '../common';
import { minutesOfDay } from './attendance.rules';
import { type DayStatus, PUNCH_WINDOW_MINUTES, WEEKDAYS, type Weekday } from './time-attendance.constants';

/** What the day rules need of a shift (BEYOND §B6). */
export type ShiftRules = {
  start: string;
  end: string;
  breakMinutes: number;
  graceMinutes: number;
  halfDayMinutes: number;
  fullDayMinutes: number;
  weeklyOff: readonly Weekday[];
};

/**
 * The general day shift: 09:30–18:30, a 60 minute break, 10 minutes' grace, a half day from 240 worked minutes,
 * a full day from 480, Saturday and Sunday off. A new shift's form starts from it.
 */
export const GENERAL_DAY_SHIFT: ShiftRules = {
  start: '09:30',
  end: '18:30',
  breakMinutes: 60,
  graceMinutes: 10,
  halfDayMinutes: 240,
  fullDayMinutes: 480,
  weeklyOff: ['SAT', 'SUN'],
};

/**
 * A shift's start and end as minutes from the midnight of the day it starts on; an end at or before the
 * start is on the next day (a night shift).
 */
export function shiftSpan(shift: Pick<ShiftRules, 'start' | 'end'>): { startMinute: number; endMinute: number } {
  const startMinute = minutesOfDay(shift.start) ?? 0;
  const end = minutesOfDay(shift.end) ?? 0;
  return { startMinute, endMinute: end <= startMinute ? end + 1440 : end };
}

/** A wall-clock moment in the organisation's time zone. */
export type WallClock = { date: string; minute: number };

/** The wall clock by formatting (exact, but ~30 µs a call). */
function formattedWallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    zoneClockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The zone's offset (minutes ahead of UTC) at a whole-minute instant. */
function offsetAt(ms: number, timeZone: string): number {
  const clock = formattedWallClock(new Date(ms), timeZone);
  return (Date.parse(`${clock.date}T00:00:00Z`) + clock.minute * 60_000 - ms) / 60_000;
}

/** Zone offsets are read per six hours of UTC: the same at both ends means no change of offset inside. */
const OFFSET_SPAN_MS = 6 * 3_600_000;
const offsets = new Map<string, number | null>();

/**
 * The date and minute of the day an instant shows on a wall clock in the time zone. A month of a team's
 * punches is tens of thousands of calls: the zone's offset is looked up once per six hours and added,
 * and only a span in which the offset changes (a daylight-saving switch) is formatted call by call.
 */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const ms = instant.getTime();
  const span = Math.floor(ms / OFFSET_SPAN_MS);
  const key = `${timeZone}|${span}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const first = offsetAt(span * OFFSET_SPAN_MS, timeZone);
    const last = offsetAt((span + 1) * OFFSET_SPAN_MS - 60_000, timeZone);
    offset = first === last ? first : null;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  if (offset === null) return formattedWallClock(instant, timeZone);
  const local = new Date(ms + offset * 60_000);
  return { date: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Minutes from the midnight that starts `date` to a wall-clock moment (negative when before it). */
export function minutesFrom(date: string, moment: WallClock): number {
  return daysBetween(date, moment.date) * 1440 + moment.minute;
}

/** The instant a wall clock in the time zone shows `minute` minutes after the midnight that starts `date`. */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const aheadMinutes = minutesFrom(date, wallClockOf(new Date(guess), timeZone)) - minute;
  return new Date(guess - aheadMinutes * 60_000);
}

/** HH:mm of a minute counted from some midnight (a night shift's 25:30 shows as 01:30). */
export function timeOfMinute(minute: number): string {
  const ofDay = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[parseIsoDate(date)?.getUTCDay() ?? 0] as Weekday;
}

/** A rostered day as the punch rule sees it: its date and its shift's span. */
export type RosteredSpan = { date: string; startMinute: number; endMinute: number };

/**
 * The rostered day a punch counts for: punches from 4 h before a shift's start to 4 h after its end
 * count for that day; inside two days' windows, the day whose start or end is nearer wins (the earlier
 * day on a tie). Null when it falls in no window.
 */
export function dayOfPunch(days: readonly RosteredSpan[], moment: WallClock): string | null {
  let best: { date: string; distance: number } | null = null;
  for (const day of days) {
    const minute = minutesFrom(day.date, moment);
    if (minute < day.startMinute - PUNCH_WINDOW_MINUTES || minute > day.endMinute + PUNCH_WINDOW_MINUTES) continue;
    const distance = Math.min(Math.abs(minute - day.startMinute), Math.abs(minute - day.endMinute));
    if (!best || distance < best.distance || (distance === best.distance && day.date < best.date)) {
      best = { date: day.date, distance };
    }
  }
  return best?.date ?? null;
}

/** A punch as a day sees it: minutes from the day's midnight; a device punch has no direction. */
export type DayPunch = { minute: number; type: 'IN' | 'OUT' | null };

/** Times that replace a day's punches: an approved attendance request (regularisation). */
export type Regularisation = { inTime: string; outTime: string };

export type DayFacts = {
  date: string;
  shift: ShiftRules;
  punches: readonly DayPunch[];
  onLeave: boolean;
  holiday: boolean;
  regularisation: Regularisation | null;
};

export type DerivedDay = {
  date: string;
  firstInMinute: number | null;
  lastOutMinute: number | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyMinutes: number;
  overtimeMinutes: number;
  status: DayStatus;
};

/** First IN and last OUT: a device punch may be either; with one punch there is no last OUT. */
function firstAndLast(punches: readonly DayPunch[]): { firstIn: number | null; lastOut: number | null } {
  const sorted = [...punches].sort((a, b) => a.minute - b.minute);
  const firstIndex = sorted.findIndex((p) => p.type !== 'OUT');
  let lastIndex = -1;
  for (let i = sorted.length - 1; i > firstIndex; i--) {
    if (sorted[i]?.type !== 'IN') {
      lastIndex = i;
      break;
    }
  }
  return {
    firstIn: firstIndex >= 0 ? (sorted[firstIndex]?.minute ?? null) : null,
    lastOut: firstIndex >= 0 && lastIndex >= 0 ? (sorted[lastIndex]?.minute ?? null) : null,
  };
}

/**
 * One rostered day worked out (BEYOND §B6): worked = last OUT − first IN − break; PRESENT at the full
 * day's minutes, HALF_DAY at the half day's, else ABSENT; late only beyond the grace; approved leave,
 * else a holiday, else a weekly off decides the status whatever the punches.
 */
export function deriveDay(facts: DayFacts): DerivedDay {
  const { shift } = facts;
  const { startMinute, endMinute } = shiftSpan(shift);
  let { firstIn, lastOut } = firstAndLast(facts.punches);
  if (facts.regularisation) {
    firstIn = minutesOfDay(facts.regularisation.inTime);
    const out = minutesOfDay(facts.regularisation.outTime);
    lastOut = out === null || firstIn === null ? null : out <= firstIn ? out + 1440 : out;
  }
  const workedMinutes = firstIn !== null && lastOut !== null ? Math.max(0, lastOut - firstIn - shift.breakMinutes) : 0;
  const late = firstIn !== null ? firstIn - startMinute : 0;
  const early = lastOut !== null ? endMinute - lastOut : 0;
  return {
    date: facts.date,
    firstInMinute: firstIn,
    lastOutMinute: lastOut,
    workedMinutes,
    lateMinutes: late > shift.graceMinutes ? late : 0,
    earlyMinutes: Math.max(0, early),
    overtimeMinutes: Math.max(0, workedMinutes - shift.fullDayMinutes),
    status: dayStatus(facts, workedMinutes),
  };
}

function dayStatus(facts: DayFacts, workedMinutes: number): DayStatus {
  if (facts.onLeave) return 'LEAVE';
  if (facts.holiday) return 'HOLIDAY';
  if (facts.shift.weeklyOff.includes(weekdayOf(facts.date))) return 'WEEKLY_OFF';
  if (workedMinutes >= facts.shift.fullDayMinutes) return 'PRESENT';
  if (workedMinutes >= facts.shift.halfDayMinutes) return 'HALF_DAY';
  return 'ABSENT';
}

/** Days without pay the lock counts: each ABSENT day one, each HALF_DAY a half. */
export function lopDaysOf(statuses: Iterable<DayStatus>): number {
  let halves = 0;
  for (const status of statuses) {
    if (status === 'ABSENT') halves += 2;
    else if (status === 'HALF_DAY') halves += 1;
  }
  return halves / 2;
}

/** A point on the earth (degrees). */
export type GeoPoint = { latitude: number; longitude: number };

/** Mean earth radius (IUGG), metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type FenceSite = GeoPoint & { code: string; name: string; radiusMeters: number; ipRanges: readonly string[] };

export type FenceVerdict =
  | { inside: true; site: FenceSite }
  | { inside: false; reason: 'outside'; site: FenceSite; meters: number }
  | { inside: false; reason: 'inaccurate'; site: FenceSite; accuracyMeters: number }
  | { inside: false; reason: 'noPosition'; site: FenceSite };

/**
 * Whether a clock-in is at one of the sites: the request's address in a site's ranges, or the position
 * within a site's radius with an accuracy no worse than that radius. Otherwise the nearest site says why.
 */
export function checkFence(
  sites: readonly FenceSite[],
  position: (GeoPoint & { accuracyMeters: number }) | null,
  address: string | null,
): FenceVerdict | null {
  const first = sites[0];
  if (!first) return null;
  const byAddress = address ? sites.find((s) => addressInRanges(address, s.ipRanges)) : undefined;
  if (byAddress) return { inside: true, site: byAddress };
  if (!position) return { inside: false, reason: 'noPosition', site: first };
  const measured = sites.map((site) => ({ site, meters: distanceMeters(position, site) })).sort((a, b) => a.meters - b.meters);
  const inside = measured.find((m) => m.meters <= m.site.radiusMeters && position.accuracyMeters <= m.site.radiusMeters);
  if (inside) return { inside: true, site: inside.site };
  const nearest = measured[0] as { site: FenceSite; meters: number };
  if (nearest.meters <= nearest.site.radiusMeters) {
    return { inside: false, reason: 'inaccurate', site: nearest.site, accuracyMeters: position.accuracyMeters };
  }
  return { inside: false, reason: 'outside', site: nearest.site, meters: nearest.meters };
}

/** True for an IPv4 or IPv6 range with a prefix length (203.0.113.0/24, 2001:db8::/32). */
export function isIpRange(range: string): boolean {
  try {
    ipaddr.parseCIDR(range);
    return true;
  } catch {
    return false;
  }
}

/** Whether an address (IPv4-mapped IPv6 read as IPv4) lies in one of the ranges. */
export function addressInRanges(address: string, ranges: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return ranges.some((range) => {
    if (!isIpRange(range)) return false;
    const cidr = ipaddr.parseCIDR(range);
    return cidr[0].kind() === parsed.kind() && parsed.match(cidr);
  });
}
