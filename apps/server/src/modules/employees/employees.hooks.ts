import type { CurrentEmployment, PersonalDetails } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { defineHook } from '../../lib/hooks';

/**
 * Provided by profile (its createCurrentEmployment, with all its rules), so employee creation records the
 * employment in the same transaction: call it with `withinTransaction(deps, tx)`.
 */
export const currentEmploymentHook =
  defineHook<(deps: Deps, actor: Actor, employeeId: string, input: CurrentEmployment) => Promise<unknown>>(
    'employees.currentEmployment',
  );

/** Provided by approvals: a person's own personal-details change becomes one profile-change request per field. */
export const profileChangesHook =
  defineHook<(deps: Deps, actor: Actor, details: PersonalDetails) => Promise<{ message: string; requests: number }>>(
    'employees.profileChanges',
  );
