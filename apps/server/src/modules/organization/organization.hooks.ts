import type { Executor } from '../../db/client';
import { defineHook } from '../../lib/hooks';

/** Provided by employees: the employee of the organisation a field names (their exact id), else 400 under that field. */
export const employeeReferenceHook =
  defineHook<
    (db: Executor, organizationId: string, employeeId: string, field: string, message?: string) => Promise<{ employeeId: string }>
  >('organization.employeeReference');

/** Provided by employees: whether anyone's current employment names this department. */
export const departmentInUseHook =
  defineHook<(db: Executor, organizationId: string, departmentId: string) => Promise<boolean>>('organization.departmentInUse');
