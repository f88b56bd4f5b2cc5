import { describe, expect, it } from 'vitest';
import {
  currentEmploymentSaveError,
  currentEmploymentSchema,
  isNewCurrentEmployment,
  CURRENT_EMPLOYMENT_MESSAGES as M,
} from './current-employment.schemas';

const valid = {
  organisationName: 'Acme Technologies',
  employeeName: 'Ananya Rao',
  employeeId: 'HRMS4',
  designation: 'Software Engineer',
  doj: '2023-04-01',
  reportingManagerId: 'HRMS3',
  reportingManager: 'Rahul Verma',
  departmentId: 'ENG',
  departmentName: 'Engineering',
  hrId: 'HRMS2',
};

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = currentEmploymentSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('current employment form (spec 1 §5)', () => {
  it('accepts a complete record', () => {
    expect(currentEmploymentSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['employeeName', 'Employee Name is required.'],
    ['organisationName', 'Organization Name is required.'],
    ['employeeId', 'Employee ID is required.'],
    ['hrId', 'HR ID is required.'],
    ['designation', 'Designation is required.'],
    ['doj', 'Date of Joining is required.'],
    ['reportingManagerId', 'Reporting Manager ID is required.'],
    ['reportingManager', 'Reporting Manager is required.'],
    ['departmentId', 'Department ID is required.'],
    ['departmentName', 'Department Name is required.'],
  ])('requires %s with "%s" whether missing or blank', (field, message) => {
    expect(messageFor({ [field]: undefined }, field)).toBe(message);
    expect(messageFor({ [field]: '  ' }, field)).toBe(message);
  });
});

describe('current employment page states (spec 1 §4, §8)', () => {
  it('treats an empty designation or the text null as a new record', () => {
    expect(isNewCurrentEmployment({ designation: '' })).toBe(true);
    expect(isNewCurrentEmployment({ designation: 'null' })).toBe(true);
    expect(isNewCurrentEmployment(null)).toBe(true);
    expect(isNewCurrentEmployment({ designation: 'Trainee' })).toBe(false);
  });

  it('quotes the save messages exactly', () => {
    expect(M.updated).toBe('Employee Record Updated Successfully');
    expect(M.created).toBe('Employee Record Created Successfully');
    expect(M.networkError).toBe('Network error, please try again.');
    expect(M.empty).toBe('No Experience Added');
    expect(currentEmploymentSaveError('Department not found.')).toBe('Error: Department not found.');
    expect(currentEmploymentSaveError('')).toBe('Kindly recheck the Form');
  });
});

describe('the employee a profile write names', () => {
  it('takes the query id, else the body id, and refuses none or a disagreement', async () => {
    const { targetEmployeeId, TARGET_EMPLOYEE_MESSAGES } = await import('./target-employee');
    expect(targetEmployeeId('HRMS4', undefined)).toEqual({ employeeId: 'HRMS4' });
    expect(targetEmployeeId(undefined, 'HRMS4')).toEqual({ employeeId: 'HRMS4' });
    expect(targetEmployeeId('hrms4', 'HRMS4')).toEqual({ employeeId: 'hrms4' });
    expect(targetEmployeeId('HRMS4', 'HRMS5')).toEqual({ problem: TARGET_EMPLOYEE_MESSAGES.mismatch });
    expect(targetEmployeeId('', ' ')).toEqual({ problem: 'Employee ID is required.' });
  });
});
