// The module's public surface: other modules import it from here, never from its files.
export { GENERIC_FALLBACK, RECHECK_FORM } from './api-errors';
export { COUNTRY_CODE_VALUES, COUNTRY_CODES, DEFAULT_COUNTRY_CODE, phoneNumberProblem } from './country-codes';
export {
  addDays,
  addMonthsClamped,
  addYears,
  daysBetween,
  ISO_DATE,
  parseIsoDate,
  todayIso,
  toIsoDate,
  yearsBetween,
  zoneClockFormat,
} from './dates';
export {
  type CodedMessage,
  formatMessage,
  type MessageParams,
  messageResolver,
  type PlaceholderNames,
  sharedSentences,
} from './message-codes';
export { pageQuerySchema } from './pagination';
export { REFERENCE_MESSAGES } from './references';
export { OTHER_SCREEN_TITLES } from './screen-titles';
export { ACCESS_MESSAGES, SERVER_MESSAGES } from './server-messages';
