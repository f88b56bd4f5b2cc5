/** Messages for the employee a profile write names (query `employeeId` and/or body `employeeId`). */
export const TARGET_EMPLOYEE_MESSAGES = {
  required: 'Employee ID is required.',
  mismatch: 'The employee ID in the body does not match the employeeId query parameter.',
} as const;

/**
 * The employee a write is for: the query's employeeId (creates) or the body's (updates).
 * Returns a message instead when neither names one or they disagree.
 */
export function targetEmployeeId(
  queryId: string | null | undefined,
  bodyId: string | null | undefined,
): { employeeId: string } | { problem: string } {
  const fromQuery = queryId?.trim() ?? '';
  const fromBody = bodyId?.trim() ?? '';
  if (fromQuery && fromBody && fromQuery.toLowerCase() !== fromBody.toLowerCase()) {
    return { problem: TARGET_EMPLOYEE_MESSAGES.mismatch };
  }
  const employeeId = fromQuery || fromBody;
  return employeeId ? { employeeId } : { problem: TARGET_EMPLOYEE_MESSAGES.required };
}
