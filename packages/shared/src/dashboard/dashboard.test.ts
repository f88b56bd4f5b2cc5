import { describe, expect, it } from 'vitest';
import {
  ADMIN_HEADER_LINKS,
  ANNOUNCEMENTS,
  adminGreeting,
  adminTiles,
  homeGreeting,
  homeTiles,
  QUOTE_ROTATION_MS,
  QUOTES,
  quoteForHour,
} from './dashboard';

const titles = (tiles: { title: string }[]) => tiles.map((tile) => tile.title);

describe('greetings (spec 2 §1)', () => {
  it('admin: Good Morning before 12:00, Good Afternoon before 18:00, else Good Evening', () => {
    expect(adminGreeting(0)).toBe('Good Morning');
    expect(adminGreeting(4)).toBe('Good Morning');
    expect(adminGreeting(11)).toBe('Good Morning');
    expect(adminGreeting(12)).toBe('Good Afternoon');
    expect(adminGreeting(17)).toBe('Good Afternoon');
    expect(adminGreeting(18)).toBe('Good Evening');
    expect(adminGreeting(23)).toBe('Good Evening');
  });

  it('home: morning from 5 to 12, afternoon 12 to 18, evening otherwise (night included)', () => {
    expect(homeGreeting(4)).toBe('Good Evening');
    expect(homeGreeting(5)).toBe('Good Morning');
    expect(homeGreeting(11)).toBe('Good Morning');
    expect(homeGreeting(12)).toBe('Good Afternoon');
    expect(homeGreeting(17)).toBe('Good Afternoon');
    expect(homeGreeting(18)).toBe('Good Evening');
    expect(homeGreeting(0)).toBe('Good Evening');
  });
});

describe('quote of the hour', () => {
  it('chooses among 10 quotes and changes every hour (3,600,000 ms)', () => {
    expect(QUOTES).toHaveLength(10);
    expect(QUOTE_ROTATION_MS).toBe(3_600_000);
    const firstTen = Array.from({ length: 10 }, (_, hour) => quoteForHour(hour));
    expect(new Set(firstTen).size).toBe(10);
    for (let hour = 0; hour < 23; hour++) expect(quoteForHour(hour + 1)).not.toBe(quoteForHour(hour));
  });

  it('rotates: hour h and h + 10 show the same quote', () => {
    expect(quoteForHour(13)).toBe(quoteForHour(3));
    expect(quoteForHour(23)).toBe(quoteForHour(13));
  });
});

describe('admin dashboard (spec 2 §2)', () => {
  it('has the 8 tiles with their routes, the chart using the stored employee id', () => {
    expect(adminTiles('HRMS1')).toEqual([
      { title: 'Profile', to: '/allEmployee' },
      { title: 'Leaves', to: '/LeaveForm' },
      { title: 'On Boarding', to: '/onboardingDocuments' },
      { title: 'Careers', to: '/careers' },
      { title: 'Assignment', to: '/projects' },
      { title: 'Holidays', to: '/holidays' },
      { title: 'Organization Chart', to: '/Organization/HRMS1' },
      { title: 'Interviews', to: '/interviewtable' },
    ]);
  });

  it('has the four header buttons and three announcements', () => {
    expect(ADMIN_HEADER_LINKS.map((link) => [link.title, link.to])).toEqual([
      ['Add Organization', '/createorganization'],
      ['Create Designation', '/designations'],
      ['Create Department', '/department'],
      ['Create Exams', '/createexam'],
    ]);
    expect(ANNOUNCEMENTS).toHaveLength(3);
  });
});

describe('home Quick Masters tiles (spec 2 §2, §6)', () => {
  it('hides My Projects and Interview from plain employees', () => {
    const tiles = titles(homeTiles('ROLE_EMPLOYEE', 'HRMS4'));
    expect(tiles).not.toContain('My Projects');
    expect(tiles).not.toContain('Interview');
    expect(tiles).not.toContain('On Boarding');
    expect(tiles).toContain('Assignments');
  });

  it('hides Interview and On Boarding from managers but shows My Projects', () => {
    const tiles = titles(homeTiles('ROLE_MANAGER', 'HRMS3'));
    expect(tiles).toContain('My Projects');
    expect(tiles).not.toContain('Interview');
    expect(tiles).not.toContain('On Boarding');
  });

  it('shows On Boarding only to HR, together with Interview and My Projects', () => {
    const tiles = titles(homeTiles('ROLE_HR', 'HRMS2'));
    expect(tiles).toEqual(expect.arrayContaining(['On Boarding', 'Interview', 'My Projects']));
    expect(titles(homeTiles('ROLE_ADMIN', 'HRMS1'))).not.toContain('On Boarding');
  });

  it('links the personal tiles to the stored employee id', () => {
    const byTitle = Object.fromEntries(homeTiles('ROLE_EMPLOYEE', 'HRMS4').map((tile) => [tile.title, tile.to]));
    expect(byTitle).toMatchObject({
      'Employee Profile': '/dashboard/HRMS4',
      'Employee ID': '/EmployeeId/HRMS4',
      Attendance: '/attendenceSheet/HRMS4',
      'Employee Performance': '/Deliverables/HRMS4',
      'Leave Balance': '/LeaveRequest',
      Timesheet: '/entrypage/HRMS4',
      Holidays: '/holidays',
      Careers: '/careers',
      'Associate 360': '/associate360',
      MyPay: '/payrolluser/HRMS4',
      'Organisation Chart': '/Organization/HRMS4',
      Approvals: '/ApprovalMaster',
      Assignments: '/Assignments',
      Exams: '/selfexam/HRMS4',
    });
  });

  it('sends admins to the payroll section for MyPay, everyone else to their own pay page', () => {
    const myPay = (role: Parameters<typeof homeTiles>[0]) => homeTiles(role, 'HRMS9').find((t) => t.title === 'MyPay')?.to;
    expect(myPay('ROLE_ADMIN')).toBe('/payrollSection/HRMS9');
    expect(myPay('ROLE_ROOT')).toBe('/payrollSection/HRMS9');
    expect(myPay('ROLE_HR')).toBe('/payrolluser/HRMS9');
    expect(myPay('ROLE_MANAGER')).toBe('/payrolluser/HRMS9');
  });

  it('My Projects opens /projects', () => {
    expect(homeTiles('ROLE_MANAGER', 'HRMS3').find((t) => t.title === 'My Projects')?.to).toBe('/projects');
  });
});
