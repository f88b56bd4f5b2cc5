import { describe, expect, it } from 'vitest';
import { canOpenProfileFromChart, nextOrgChartZoom, ORGCHART_ZOOM } from './orgchart.schemas';

describe('the org chart profile link', () => {
  const report = { employeeId: 'HRMS14', reportingManagerId: 'HRMS3' };

  it('is offered to admins for anyone and to everyone for themself', () => {
    expect(canOpenProfileFromChart({ role: 'ROLE_ADMIN', employeeId: 'HRMS1' }, report)).toBe(true);
    expect(canOpenProfileFromChart({ role: 'ROLE_EMPLOYEE', employeeId: 'HRMS14' }, report)).toBe(true);
  });

  it('is offered to a manager or HR for their direct reports only', () => {
    expect(canOpenProfileFromChart({ role: 'ROLE_MANAGER', employeeId: 'HRMS3' }, report)).toBe(true);
    expect(canOpenProfileFromChart({ role: 'ROLE_HR', employeeId: 'HRMS3' }, report)).toBe(true);
    expect(canOpenProfileFromChart({ role: 'ROLE_MANAGER', employeeId: 'HRMS9' }, report)).toBe(false);
  });

  it('is not offered to an employee for a colleague, even one reporting to them on paper', () => {
    expect(canOpenProfileFromChart({ role: 'ROLE_EMPLOYEE', employeeId: 'HRMS3' }, report)).toBe(false);
  });
});

describe('the org chart zoom', () => {
  it('steps in and out and stops at the limits', () => {
    expect(nextOrgChartZoom(1, 1)).toBe(1.2);
    expect(nextOrgChartZoom(1, -1)).toBe(0.8);
    expect(nextOrgChartZoom(ORGCHART_ZOOM.max, 1)).toBe(ORGCHART_ZOOM.max);
    expect(nextOrgChartZoom(ORGCHART_ZOOM.min, -1)).toBe(ORGCHART_ZOOM.min);
  });

  it('lands on the same values after repeated steps (no floating-point drift)', () => {
    let zoom = 1;
    for (let i = 0; i < 3; i++) zoom = nextOrgChartZoom(zoom, -1);
    for (let i = 0; i < 3; i++) zoom = nextOrgChartZoom(zoom, 1);
    expect(zoom).toBe(1);
  });
});
