// The module's public surface: other modules import it from here, never from its files.
export { ADDRESS_FIELD_LABELS, ADDRESS_KIND_LABELS, ADDRESS_MESSAGES, homeAddressViewSchema } from './address.schemas';
export { CURRENT_EMPLOYMENT_MESSAGES, CURRENT_EMPLOYMENT_TEMPLATES } from './current-employment.schemas';
export {
  EDUCATION_LETTER_FIELDS,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_MESSAGES,
  EDUCATION_NAME_LABELS,
  EDUCATION_TEMPLATES,
  educationLabels,
  INSTITUTION_MAX,
  INSTITUTION_MIN,
} from './education.schemas';
export { EXPERIENCE_LETTER_FIELDS, EXPERIENCE_MESSAGES, experienceDuration, experienceParts } from './experience.schemas';
export { FAMILY_MESSAGES } from './family.constants';
export { NATIONAL_ID_MESSAGES, NATIONAL_ID_TYPE_LABELS, NATIONAL_ID_TYPES, nationalIdNumberProblem } from './national-id.schemas';
export {
  EVEN_WITH_FIELD_ERRORS,
  LETTERS_SPACES,
  lengthMessage,
  lettersFieldMessages,
  textField,
  textOf,
  typedText,
} from './profile-fields';
export { TARGET_EMPLOYEE_MESSAGES } from './target-employee';
export { TRAVEL_LETTER_FIELDS, TRAVEL_MESSAGES } from './travel.schemas';
