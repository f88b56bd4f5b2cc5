export const PREFIXES = ['Mr ', 'Ms ', 'Mrs '] as const;
export type Prefix = (typeof PREFIXES)[number];
export const MARITAL_STATUSES = ['Married', 'Single', 'Divorced'] as const;
export const GENDERS = ['Male', 'Female', 'Transgender'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  Male: 'Male',
  Female: 'Female',
  Transgender: 'Others',
};
export const BLOOD_GROUPS = ['O +ve', 'O -ve', 'A +ve', 'A -ve', 'B +ve', 'B -ve', 'AB +ve', 'AB -ve'] as const;

export const NAME_MIN = 2;
export const NAME_MAX = 25;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const EMPLOYEE_LIST_PAGE_SIZE = 10;
/** Search terms shorter than this match the start of an id, first or last name or e-mail (an index serves them); longer ones match names and e-mail anywhere, ids by their start. */
export const EMPLOYEE_SEARCH_ANYWHERE_FROM = 3;
/**
 * A search's matches are counted up to this many; past it the list says "more than" rather than count
 * every row. Counting further costs more than the page itself: thousands of people share two first letters
 * or three letters anywhere in their names, and each counted match is a row read on every keystroke.
 */
export const EMPLOYEE_SEARCH_COUNT_CAP = 100;
export const TEAM_LIST_PAGE_SIZE = 10;

/** Choosing a prefix sets gender and marital status (spec 1 §4). */
export function prefixTransition(prefix: string): { gender: string; maritialStatus: string } | null {
  switch (prefix.trim()) {
    case 'Mr':
      return { gender: 'Male', maritialStatus: '' };
    case 'Ms':
      return { gender: 'Female', maritialStatus: 'Single' };
    case 'Mrs':
      return { gender: 'Female', maritialStatus: 'Married' };
    default:
      return null;
  }
}

export const EMPLOYEE_MESSAGES = {
  prefixRequired: 'Prefix is required.',
  genderRequired: 'Gender is required.',
  mrNeedsMale: "Gender must be 'male' when prefix is 'Mr'",
  msNeedsFemale: "Gender must be 'female' when prefix is 'Ms'",
  mrsNeedsFemale: "Gender must be 'female' when prefix is 'Mrs'",
  onlyCharacters: 'Only characters are allowed.',
  singleSpaced: 'Only letters are allowed, with a single space between words.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  countryCodeRequired: 'Country code is required.',
  phoneRequired: 'Phone number is required.',
  phoneDigits: 'Phone number must contain digits only (at most 10).',
  maritalRequired: 'Maritial status is required.',
  dobRequired: 'Date of Birth is required.',
  dobFuture: 'Date of Birth cannot be in the future.',
  tooYoung: 'You must be at least 18 years old.',
  tooOld: 'DOB should not exceed 100 years in the past.',
  dateRequired: 'Date is required.',
  bloodGroupRequired: 'Bloodgroup is required.',
  bloodGroupRequiredCreate: 'Blood group is required.',
  createSuccess: 'created sucessfully',
  createFailed: 'Kindly Re-check entire form',
  createError: 'An error occurred while submitting the form.',
  emailTaken: 'An employee with this email already exists.',
  notFound: 'Employee not found.',
  updateSuccess: 'Personal details updated successfully!',
  loadFailed: 'Error fetching data!',
  changeRequested: 'Your change request has been sent for approval.',
  noChanges: 'Nothing has changed.',
  noEmployees: 'No employees found.',
  searchStartsWith: `Searches of 1 or 2 characters find IDs, names and e-mails that start with them; type ${EMPLOYEE_SEARCH_ANYWHERE_FROM} or more to match names and e-mails anywhere (IDs always match from their start).`,
  searchMoreThan: (cap: string) => `More than ${cap} matches: showing the first ${cap}. Type more to narrow the search.`,
  roleUpdated: 'Role updated successfully!',
  roleRequired: 'Please select a role.',
} as const;

/** The name fields as their rules' messages name them ('First name is required.'). */
export const PERSON_NAME_LABELS = {
  firstname: 'First name',
  middlename: 'Middle name',
  lastname: 'Last name',
  fatherName: 'Father name',
} as const;

export const nameLengthMessages = (field: string) => ({
  required: `${field} is required.`,
  min: `${field} must be at least ${NAME_MIN} characters.`,
  max: `${field} must be at most ${NAME_MAX}characters.`,
});
