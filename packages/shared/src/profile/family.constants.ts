// Kept apart from the schemas so the English catalogue (loaded by the login page) does not pull in zod.
import { RECHECK_FORM } from '../common';

/** Spec 1 §5 'Family' and §8 texts. */
export const FAMILY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameLength: 'Name should be between 3 and 40 characters.',
  nameLeadingSpace: 'Name should not start with a space.',
  nameLetters: 'Name should contain only alphabets and spaces.',
  relationRequired: 'Relation is required.',
  relationLength: 'Relation should be between 3 and 40 characters.',
  relationLeadingSpace: 'Relation should not start with a space.',
  relationLetters: 'Relation should contain only alphabets, spaces and hyphens.',
  relationTaken: 'This relation already exists in the table.',
  countryCodeRequired: 'Country code is required.',
  phoneRequired: 'Phone number is required.',
  phoneIndia: 'Number must start with 6, 7, 8, or 9 and be 10 digits.',
  phoneOther: 'Number must not start with 0 and should be exactly 10 digits.',
  phoneTaken: 'This phone number already exists.',
  tooMany: 'You can only add up to 8 family members.',
  notFound: 'Family member not found.',
  firstRowLocked: 'The first family member cannot be deleted.',
  failed: RECHECK_FORM,
  loadFailed: 'Failed to fetch family details. Please try again later.',
  notAList: 'No family details found.',
  empty: 'No Family Details Added',
  created: 'Family member added successfully!',
  updated: 'Family member updated successfully!',
  deleted: 'Family member deleted successfully!',
  exportFailed: 'Could not export the family details. Please try again.',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;
