// The module's public surface: other modules import it from here, never from its files.
export { TIMESHEET_MESSAGES, TIMESHEET_TEMPLATES } from './timesheets.constants';
