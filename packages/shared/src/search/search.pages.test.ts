import { describe, expect, it } from 'vitest';
import { screensMatching } from './search.pages';
import { searchQuerySchema } from './search.schemas';

describe('screensMatching', () => {
  it('finds screens of the role by title, with the own id filled in', () => {
    expect(screensMatching('ROLE_EMPLOYEE', 'HRMS4', 'leave')).toEqual(
      expect.arrayContaining([
        { title: 'Apply for leave', path: '/LeaveRequest' },
        { title: 'My leave requests', path: '/LeaveStatus/HRMS4' },
      ]),
    );
  });

  it("finds screens by the names of the user's language, answering their English title", () => {
    const hindi = {
      item: (item: { page: string }) => (item.page === 'ApplyLeavePage' ? 'छुट्टी के लिए आवेदन' : 'अन्य'),
      group: () => '',
    };
    expect(screensMatching('ROLE_EMPLOYEE', 'HRMS4', 'छुट्टी', hindi)).toEqual([
      { title: 'Apply for leave', path: '/LeaveRequest' },
    ]);
    expect(screensMatching('ROLE_EMPLOYEE', 'HRMS4', 'leave', hindi)).toEqual([]);
  });

  it('never offers a screen the role may not open', () => {
    expect(screensMatching('ROLE_EMPLOYEE', 'HRMS4', 'all employees')).toEqual([]);
    expect(screensMatching('ROLE_ADMIN', 'HRMS1', 'all employees')).toEqual([{ title: 'All employees', path: '/allEmployee' }]);
    expect(screensMatching('ROLE_ROOT', 'HRMS1', 'all employees')).toHaveLength(1);
    expect(screensMatching('ROLE_ONBOARDING', 'HRMS5', 'team')).toEqual([]);
  });

  it('matches every word, in any case, titles starting with the text first', () => {
    const hits = screensMatching('ROLE_HR', 'HRMS2', 'TEAM');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]!.title.toLowerCase().startsWith('team')).toBe(true);
    expect(screensMatching('ROLE_HR', 'HRMS2', 'timesheet team')).toEqual([{ title: 'Team timesheets', path: '/table' }]);
    expect(screensMatching('ROLE_HR', 'HRMS2', 'zzzz')).toEqual([]);
  });
});

describe('searchQuerySchema', () => {
  it('needs at least two characters after trimming', () => {
    expect(searchQuerySchema.safeParse({ q: ' a ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'an' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({}).success).toBe(false);
  });
});
