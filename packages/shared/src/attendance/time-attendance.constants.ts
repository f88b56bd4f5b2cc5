import { formatMessage } from '../common';

/** Days of the week as shifts name their weekly offs (BEYOND §B6); index = JavaScript's getUTCDay(). */
export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a rostered day came to (BEYOND §B6). */
export const DAY_STATUSES = ['PRESENT', 'HALF_DAY', 'ABSENT', 'LEAVE', 'HOLIDAY', 'WEEKLY_OFF'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export const CLOCK_TYPES = ['IN', 'OUT'] as const;
export type ClockType = (typeof CLOCK_TYPES)[number];

/** Punches from this long before a shift's start to this long after its end count for its day. */
export const PUNCH_WINDOW_MINUTES = 4 * 60;
/** A clock-in queued offline is taken up to this old. */
export const OFFLINE_PUNCH_MAX_AGE_HOURS = 72;
/** A clock-in's `at` may run ahead of the server's clock by this much (a phone's clock drifts). */
export const CLOCK_SKEW_ALLOWANCE_MINUTES = 5;
export const MAX_DEVICE_PUNCHES = 5000;
/** One roster call covers at most this many days, and one grid or days query at most this many. */
export const MAX_ROSTER_DAYS = 366;
export const MAX_QUERY_DAYS = 62;
export const MAX_ROSTER_PEOPLE = 1000;
/** A rotation repeats at most this many weeks; one grid edit touches at most this many cells. */
export const MAX_PATTERN_WEEKS = 12;
export const MAX_ROSTER_CELLS = 5000;
/** GET attendance/team-days: people per page by default, and at most (a team of 500 reads in one page). */
export const TEAM_DAYS_PAGE_SIZE = 50;
export const TEAM_DAYS_MAX_PAGE_SIZE = 500;

export const TIME_ATTENDANCE_MESSAGES = {
  codeInvalid: 'The code is 1 to 30 letters, digits, - or _.',
  nameRequired: 'Name is required.',
  timeInvalid: 'Time must be HH:mm.',
  sameStartEnd: 'A shift cannot end when it starts.',
  minutesInvalid: 'Minutes must be a whole number from 0 to 1440.',
  fullBelowHalf: 'Full day minutes must be at least the half day minutes.',
  weeklyOffInvalid: 'Weekly offs are days among SUN, MON, TUE, WED, THU, FRI, SAT, each once.',
  latitudeInvalid: 'Latitude must be between -90 and 90.',
  longitudeInvalid: 'Longitude must be between -180 and 180.',
  radiusInvalid: 'The radius is a whole number of metres from 10 to 100000.',
  ipRangeInvalid: 'An address range is an IPv4 or IPv6 address with a prefix length, e.g. 203.0.113.0/24.',
  dateInvalid: 'Date must be yyyy-MM-dd.',
  toBeforeFrom: 'The end date must not be before the start date.',
  rosterTooLong: `A roster covers at most ${MAX_ROSTER_DAYS} days.`,
  queryTooLong: `Ask for at most ${MAX_QUERY_DAYS} days at a time.`,
  employeeIdsRequired: `Choose 1 to ${MAX_ROSTER_PEOPLE} people.`,
  shiftUnknown: 'There is no shift with this code.',
  siteUnknown: 'There is no site with this code.',
  notYourPeople: 'You can roster only the people who report to you.',
  rosterOnlyLeaders: 'Only administrators, HR and managers work with rosters.',
  clientIdInvalid: 'clientId must be a UUID.',
  atInvalid: 'at must be an ISO 8601 date and time with an offset.',
  atTooOld: `A punch taken offline is accepted for ${OFFLINE_PUNCH_MAX_AGE_HOURS} hours; this one is older.`,
  atInFuture: 'A punch cannot be in the future.',
  noRoster: 'You have no shift rostered now, so there is nothing to clock in to.',
  positionRequired: 'Your position is needed to clock in here: allow location access and try again.',
  clientIdTaken: 'This clientId belongs to another punch.',
  deviceIdRequired: 'deviceId is required.',
  tooManyPunches: `Send at most ${MAX_DEVICE_PUNCHES} punches at a time.`,
  devicesOnly: 'Device punches are sent with an API token of scope attendance:write.',
  monthInvalid: 'Month must be yyyy-MM.',
  departmentInvalid: 'The department is an id of 1 to 100 characters.',
  pageInvalid: 'The page is a whole number from 0.',
  pageSizeInvalid: `The page size is a whole number from 1 to ${TEAM_DAYS_MAX_PAGE_SIZE}.`,
  monthLocked: 'Attendance for this month is locked.',
  alreadyLocked: 'This month is already locked.',
  notLocked: 'This month is not locked.',
  payRunHoldsMonth:
    "This month's pay run is locked or published and pays on these days: unlock the pay run first (a published month stays locked).",
  unlockReasonRequired: 'Say why the month is unlocked (3 to 500 characters).',
  patternWeeksInvalid: `A pattern is 1 to ${MAX_PATTERN_WEEKS} weeks, each a shift code.`,
  cellsInvalid: `Choose 1 to ${MAX_ROSTER_CELLS} days of people.`,
  siteRequired: 'Choose the site.',
  shiftSaved: 'Shift saved.',
  siteSaved: 'Site saved.',
  // templates (issue 27 point 4)
  outsideFence: 'You are {{distance}} from {{site}}, outside the area where you can clock in.',
  inaccuratePosition:
    'Your position is accurate only to {{accuracy}} m, too coarse to tell whether you are at {{site}}. Try again outdoors or with Wi-Fi on.',
  monthLockedIn: 'Attendance for this month is locked. ({{months}})',
  shiftUnknownCode: 'There is no shift with this code. ({{code}})',
  employeeNotFound: 'Employee not found. ({{employeeId}})',
} as const;

/** 422 when the point is outside every fence: names the nearest site and how far away it is. */
export function outsideFenceMessage(siteName: string, meters: number): string {
  const distance = meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters)} m`;
  return formatMessage(TIME_ATTENDANCE_MESSAGES.outsideFence, { distance, site: siteName });
}

/** 422 when the position's accuracy is too coarse to tell. */
export function inaccuratePositionMessage(siteName: string, accuracyMeters: number): string {
  return formatMessage(TIME_ATTENDANCE_MESSAGES.inaccuratePosition, {
    accuracy: Math.round(accuracyMeters),
    site: siteName,
  });
}
