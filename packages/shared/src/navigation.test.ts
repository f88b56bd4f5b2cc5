import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuFor } from './navigation';
import { matchRoute } from './routes';

const paths = (role: Parameters<typeof menuFor>[0], id = 'HRMS4') => menuFor(role, id).flatMap((g) => g.items.map((i) => i.path));

describe('the header menu', () => {
  it('lists only screens the role may open, each resolving to a route that allows it', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_ONBOARDING'] as const) {
      for (const path of paths(role)) {
        const route = matchRoute(path);
        expect(route, path).toBeDefined();
        expect(route!.roles === 'public' || route!.roles.includes(role), `${role} ${path}`).toBe(true);
      }
    }
  });

  it("fills the employee id with the user's own and leaves out screens needing other parameters", () => {
    const employee = paths('ROLE_EMPLOYEE', 'HRMS4');
    expect(employee).toContain('/Travel/HRMS4');
    expect(employee).toContain('/dashboard/HRMS4');
    expect(employee).toContain('/userdashboard');
    expect(employee.some((p) => p.includes(':'))).toBe(false);
    expect(employee.some((p) => p.startsWith('/ExamStart') || p.startsWith('/timeEntry'))).toBe(false);
    expect(employee).not.toContain('/AdminDashboard');
  });

  it('groups by module in a fixed order with the role’s dashboard first and no duplicates', () => {
    const admin = menuFor('ROLE_ADMIN', 'HRMS1');
    const order = MENU_GROUPS.map((g) => g.module);
    expect(admin.map((g) => order.indexOf(g.module))).toEqual(
      [...admin.map((g) => order.indexOf(g.module))].sort((a, b) => a - b),
    );
    expect(admin[0]!.items[0]!.path).toBe('/AdminDashboard');
    const all = paths('ROLE_ADMIN', 'HRMS1');
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((p) => p.toLowerCase().startsWith('/onboarding'))).toHaveLength(1);
  });

  it('gives a new joiner only their own small area', () => {
    const groups = menuFor('ROLE_ONBOARDING', 'HRMS5');
    expect(groups[0]!.items[0]!.path).toBe('/Onboarding/Dashboard');
    expect(paths('ROLE_ONBOARDING', 'HRMS5')).toContain('/Onboarding/personalDetails/HRMS5');
    expect(paths('ROLE_ONBOARDING', 'HRMS5')).not.toContain('/userdashboard');
  });
});
