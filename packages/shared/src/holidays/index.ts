// The module's public surface: other modules import it from here, never from its files.
export { HOLIDAY_MESSAGES, HOLIDAY_TEMPLATES, holidayDateProblem, holidayWindow } from './holidays.schemas';
