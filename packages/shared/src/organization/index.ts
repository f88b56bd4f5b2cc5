// The module's public surface: other modules import it from here, never from its files.
export { DATE_FORMAT_MESSAGES } from './date-format';
export type { WeekOff } from './organization.schemas';
export { DEPARTMENT_MESSAGES, DESIGNATION_MESSAGES, ORGANIZATION_MESSAGES, WEEK_OFF_OPTIONS } from './organization.schemas';
export { WORKFLOW_SETTINGS_MESSAGES } from './workflow-settings';
