import { EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER } from '../../test/helpers';

/**
 * Test fixture (not used by the product): who may read a person's profile section, as the section route tests
 * check it — [who, caller, whose section, answer].
 */
export const SECTION_READERS: [string, string, string, number][] = [
  ['the employee themself', EMPLOYEE, EMPLOYEE, 200],
  ['their manager', MANAGER, EMPLOYEE, 200],
  ['their HR', HR, EMPLOYEE, 200],
  ['an onboarding user for themself', ONBOARDING, ONBOARDING, 200],
  ['a manager for a stranger', MANAGER, STRANGER, 403],
  ['an HR for someone whose HR is another', HR, STRANGER, 403],
  ['an employee for a colleague', EMPLOYEE, STRANGER, 403],
  ['another tenant admin', OTHER_ADMIN, EMPLOYEE, 404],
];
