export const ROLES = ['ROLE_ROOT', 'ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_ONBOARDING'] as const;
export type Role = (typeof ROLES)[number];

/** Roles the Assign Role dialog offers (spec 2 §6: the first five). */
export const ASSIGNABLE_ROLES = [
  'ROLE_ROOT',
  'ROLE_ADMIN',
  'ROLE_HR',
  'ROLE_MANAGER',
  'ROLE_EMPLOYEE',
] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ROOT: 'Root',
  ROLE_ADMIN: 'Admin',
  ROLE_HR: 'HR',
  ROLE_MANAGER: 'Manager',
  ROLE_EMPLOYEE: 'Employee',
  ROLE_ONBOARDING: 'Onboarding',
};

export const ADMINS = ['ROLE_ADMIN'] as const satisfies readonly Role[];
export const ADMIN_OR_HR = ['ROLE_ADMIN', 'ROLE_HR'] as const satisfies readonly Role[];
export const MANAGER_OR_HR = ['ROLE_MANAGER', 'ROLE_HR'] as const satisfies readonly Role[];
export const STAFF = ['ROLE_EMPLOYEE', 'ROLE_MANAGER', 'ROLE_HR'] as const satisfies readonly Role[];
export const EVERYONE = [
  'ROLE_ADMIN',
  'ROLE_HR',
  'ROLE_MANAGER',
  'ROLE_EMPLOYEE',
  'ROLE_ONBOARDING',
] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** ROLE_ROOT may do everything ROLE_ADMIN may (DESIGN §8.1). */
export function roleAllowed(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  if (!role) return false;
  if (allowed.includes(role)) return true;
  return role === 'ROLE_ROOT' && allowed.includes('ROLE_ADMIN');
}

export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'ROLE_ADMIN' || role === 'ROLE_ROOT';
}

/** Managers and HR lead people: team screens and approval decisions are theirs. */
export function isManagerOrHr(role: Role | null | undefined): boolean {
  return role === 'ROLE_MANAGER' || role === 'ROLE_HR';
}

/** Where a user lands after login (spec 1 §2.2). */
export function homePathFor(role: Role): string {
  if (isAdmin(role)) return '/AdminDashboard';
  if (role === 'ROLE_ONBOARDING') return '/Onboarding/Dashboard';
  return '/userdashboard';
}
