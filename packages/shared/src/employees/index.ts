// The module's public surface: other modules import it from here, never from its files.
export {
  BLOOD_GROUPS,
  EMPLOYEE_MESSAGES,
  GENDER_LABELS,
  GENDERS,
  MARITAL_STATUSES,
  nameLengthMessages,
  PERSON_NAME_LABELS,
  PREFIXES,
} from './employees.constants';
export { employeeCreateSchema } from './employees.schemas';
export { ID_CARD_MESSAGES } from './id-card';
export { noDetailsMessage, PROFILE_DASHBOARD_MESSAGES, PROFILE_SECTIONS } from './profile-dashboard';
export { TEAM_MESSAGES } from './team';
