import type { Role } from '../roles';

/** Team lists (spec 3 §2.13, §6): HR read their reportees by HR line, everyone else by reporting manager. */
export type TeamLine = 'hr' | 'manager';

export function teamLineFor(role: Role): TeamLine {
  return role === 'ROLE_HR' ? 'hr' : 'manager';
}

/** The API path of a leader's team list. */
export function teamListPath(line: TeamLine, employeeId: string): string {
  return line === 'hr' ? `employee/getHrReportees/${employeeId}` : `employee/getEmployeesListByManagerId/${employeeId}`;
}

export const TEAM_MESSAGES = {
  ownOnly: 'You can only see your own reportees.',
} as const;
