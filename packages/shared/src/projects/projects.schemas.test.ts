import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, assignmentSchema, visibleAssignmentColumns } from './assignments.schemas';
import { PROJECT_MESSAGES, projectSchema } from './projects.schemas';

const project = {
  projectName: 'Atlas',
  projectCode: 'ATLAS-1',
  managerId: 'HRMS3',
  description: 'x',
  billability: 'Yes',
  billabilityLocation: 'Pune',
  client: 'Globex',
};

describe('projectSchema', () => {
  it('accepts a code of letters, digits and hyphens that starts with a letter', () => {
    expect(projectSchema.safeParse(project).success).toBe(true);
    for (const code of ['A', 'a-1-b', 'Z'.repeat(20)])
      expect(projectSchema.safeParse({ ...project, projectCode: code }).success).toBe(true);
  });

  it('answers Invalid Project Code for slashes, a leading digit or more than 20', () => {
    for (const code of ['A/B', '9A', 'Z'.repeat(21), 'A B']) {
      const result = projectSchema.safeParse({ ...project, projectCode: code });
      expect(result.error?.issues[0]?.message).toBe(PROJECT_MESSAGES.codeInvalid);
    }
  });

  it('limits the description to 500 and asks to choose a billability', () => {
    expect(projectSchema.safeParse({ ...project, description: 'x'.repeat(500) }).success).toBe(true);
    expect(projectSchema.safeParse({ ...project, description: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Max 500 Characters',
    );
    expect(projectSchema.safeParse({ ...project, billability: undefined }).error?.issues[0]?.message).toBe('Choose any one');
  });
});

describe('assignmentSchema', () => {
  const row = {
    employeeId: 'HRMS4',
    projectCode: 'ATLAS-1',
    startDate: '2026-01-01',
    endDate: '2026-01-02',
    shiftStartTime: '09:00',
    shiftEndTime: '18:00',
  };
  it('needs the end date strictly after the start date', () => {
    expect(assignmentSchema.safeParse(row).success).toBe(true);
    const same = assignmentSchema.safeParse({ ...row, endDate: '2026-01-01' });
    expect(same.error?.issues[0]).toMatchObject({ path: ['endDate'], message: ASSIGNMENT_MESSAGES.endAfterStart });
  });

  it('uses the generic length message for 1 to 20 character fields', () => {
    const result = assignmentSchema.safeParse({ ...row, employeeId: '' });
    expect(result.error?.issues[0]?.message).toBe('min 1 and max 20 characters.');
  });
});

describe('visibleAssignmentColumns', () => {
  it('reads ?fields= case-insensitively, keeps the table order and ignores unknown names', () => {
    expect(visibleAssignmentColumns('startdate, employeeId,bogus')).toEqual(['employeeId', 'startDate']);
  });
  it('shows every column when fields is absent or names none', () => {
    expect(visibleAssignmentColumns(null)).toHaveLength(9);
    expect(visibleAssignmentColumns('bogus')).toHaveLength(9);
  });
});
