import { targetEmployeeId } from '@hrms/shared';
import { fieldError } from '../../lib/errors';

/** The employee a profile write is for (query employeeId on creates, body employeeId on updates); 400 otherwise. */
export function requireTargetEmployee(queryId: string | null | undefined, bodyId: string | null | undefined): string {
  const target = targetEmployeeId(queryId, bodyId);
  if ('problem' in target) throw fieldError('employeeId', target.problem);
  return target.employeeId;
}
