import { describe, expect, it } from 'vitest';
import {
  ADMIN_OR_HR,
  ADMINS,
  ASSIGNABLE_ROLES,
  EVERYONE,
  homePathFor,
  isAdmin,
  isRole,
  MANAGER_OR_HR,
  ROLE_LABELS,
  ROLES,
  roleAllowed,
  STAFF,
} from './roles';

describe('roleAllowed', () => {
  it('allows a role that is listed and refuses one that is not', () => {
    expect(roleAllowed('ROLE_HR', ADMIN_OR_HR)).toBe(true);
    expect(roleAllowed('ROLE_EMPLOYEE', ADMIN_OR_HR)).toBe(false);
    expect(roleAllowed('ROLE_MANAGER', MANAGER_OR_HR)).toBe(true);
    expect(roleAllowed('ROLE_ADMIN', MANAGER_OR_HR)).toBe(false);
    expect(roleAllowed('ROLE_ONBOARDING', STAFF)).toBe(false);
    expect(roleAllowed('ROLE_ONBOARDING', EVERYONE)).toBe(true);
  });

  it('lets ROLE_ROOT in wherever ROLE_ADMIN may go (DESIGN §8.1), and nowhere else', () => {
    expect(roleAllowed('ROLE_ROOT', ADMINS)).toBe(true);
    expect(roleAllowed('ROLE_ROOT', ADMIN_OR_HR)).toBe(true);
    expect(roleAllowed('ROLE_ROOT', EVERYONE)).toBe(true);
    expect(roleAllowed('ROLE_ROOT', STAFF)).toBe(false);
    expect(roleAllowed('ROLE_ROOT', ['ROLE_ONBOARDING'])).toBe(false);
  });

  it('refuses a missing role', () => {
    expect(roleAllowed(null, EVERYONE)).toBe(false);
    expect(roleAllowed(undefined, EVERYONE)).toBe(false);
  });
});

describe('role lists', () => {
  it('knows the six roles and labels each', () => {
    expect(ROLES).toEqual(['ROLE_ROOT', 'ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_ONBOARDING']);
    for (const role of ROLES) expect(ROLE_LABELS[role]).toBeTruthy();
    expect(isRole('ROLE_HR')).toBe(true);
    expect(isRole('ROLE_GUEST')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('offers the first five roles for assignment (spec 2 §6), never onboarding', () => {
    expect([...ASSIGNABLE_ROLES].sort()).toEqual(['ROLE_ADMIN', 'ROLE_EMPLOYEE', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_ROOT']);
  });

  it('treats admin and root as administrators', () => {
    expect(isAdmin('ROLE_ADMIN')).toBe(true);
    expect(isAdmin('ROLE_ROOT')).toBe(true);
    expect(isAdmin('ROLE_HR')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('homePathFor (spec 1 §2.2)', () => {
  it.each([
    ['ROLE_ADMIN', '/AdminDashboard'],
    ['ROLE_ROOT', '/AdminDashboard'],
    ['ROLE_ONBOARDING', '/Onboarding/Dashboard'],
    ['ROLE_HR', '/userdashboard'],
    ['ROLE_MANAGER', '/userdashboard'],
    ['ROLE_EMPLOYEE', '/userdashboard'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});
