import { REFERENCE_MESSAGES } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { findDepartment, findDesignation } from '../organization';
import { findEmployeeInOrganization } from './employees.repository';

/*
 * One place where a field that names another record is checked against the caller's organisation: an id of
 * another organisation (or of nobody) answers 400 with `message` under `field`, never stored. Each returns
 * the record as stored, so callers save its exact id (case included).
 */

/** An employee of `organizationId` named by `field` (e.g. a department head, a reporting manager). */
export async function requireEmployeeReference(
  db: Executor,
  organizationId: string,
  employeeId: string,
  field: string,
  message: string = REFERENCE_MESSAGES.employee,
) {
  const employee = employeeId.trim() ? await findEmployeeInOrganization(db, organizationId, employeeId.trim()) : null;
  if (!employee) throw fieldError(field, message);
  return employee;
}

/** A department of `organizationId`, by its id. */
export async function requireDepartmentReference(
  db: Executor,
  organizationId: string,
  departmentId: string,
  field: string,
  message: string = REFERENCE_MESSAGES.department,
) {
  const department = departmentId.trim() ? await findDepartment(db, organizationId, departmentId.trim()) : null;
  if (!department) throw fieldError(field, message);
  return department;
}

/** A designation of `organizationId`, by its name. */
export async function requireDesignationReference(
  db: Executor,
  organizationId: string,
  designation: string,
  field: string,
  message: string = REFERENCE_MESSAGES.designation,
) {
  const row = designation.trim() ? await findDesignation(db, organizationId, designation.trim()) : null;
  if (!row) throw fieldError(field, message);
  return row;
}
