import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEPARTMENT_MESSAGES,
  DESIGNATION_MESSAGES,
  departmentSchema,
  departmentUpdateSchema,
  designationProblem,
  designationSchema,
  ORGANIZATION_MESSAGES,
  organizationSchema,
} from './organization.schemas';

/** The first message zod reports for a field (or for the whole object when field is omitted). */
function messageFor(schema: z.ZodType, input: unknown, field?: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = field ? result.error.issues.find((i) => i.path[0] === field) : result.error.issues[0];
  return issue?.message;
}

const organization = {
  organizationName: 'Acme Technologies',
  employeeDomain: 'acme.example',
  logoUrl: 'https://acme.example/logo.png',
  rootDesignation: 'Chief Executive Officer',
  weekOfOne: 'Saturday',
  weekOfTwo: 'Sunday',
  multiLevel: true,
  organizationId: null,
  emailId: 'hr@acme.example',
  mailType: 'ZOHO',
  passKey: 'app-password',
};

describe('organizationSchema', () => {
  it('accepts the existing client body, organizationId null when new', () => {
    expect(organizationSchema.parse(organization)).toMatchObject({ ...organization, organizationId: null });
  });

  it('fills optional fields with "" and the defaults when they are missing or null', () => {
    const parsed = organizationSchema.parse({
      organizationName: 'Acme',
      rootDesignation: 'Chief Executive Officer',
      employeeDomain: null,
      logoUrl: null,
      emailId: null,
      mailType: null,
      passKey: null,
    });
    expect(parsed).toMatchObject({
      employeeDomain: '',
      logoUrl: '',
      emailId: '',
      passKey: '',
      mailType: 'GMAIL',
      weekOfOne: 'Saturday',
      weekOfTwo: 'Sunday',
      multiLevel: false,
    });
  });

  it("requires a root designation with the spec's message 'Please select a root designation.'", () => {
    expect(messageFor(organizationSchema, { ...organization, rootDesignation: '' }, 'rootDesignation')).toBe(
      'Please select a root designation.',
    );
    expect(messageFor(organizationSchema, { ...organization, rootDesignation: undefined }, 'rootDesignation')).toBe(
      ORGANIZATION_MESSAGES.rootDesignation,
    );
    expect(messageFor(organizationSchema, { ...organization, rootDesignation: '   ' }, 'rootDesignation')).toBe(
      ORGANIZATION_MESSAGES.rootDesignation,
    );
  });

  it('requires an organisation name of at most 100 characters', () => {
    expect(messageFor(organizationSchema, { ...organization, organizationName: ' ' }, 'organizationName')).toBe(
      ORGANIZATION_MESSAGES.nameRequired,
    );
    expect(messageFor(organizationSchema, { ...organization, organizationName: undefined }, 'organizationName')).toBe(
      ORGANIZATION_MESSAGES.nameRequired,
    );
    expect(messageFor(organizationSchema, { ...organization, organizationName: 'A'.repeat(101) }, 'organizationName')).toBe(
      ORGANIZATION_MESSAGES.nameTooLong,
    );
  });

  it('checks the employee domain, the logo address and the mail address when given', () => {
    expect(messageFor(organizationSchema, { ...organization, employeeDomain: 'not a domain' }, 'employeeDomain')).toBe(
      ORGANIZATION_MESSAGES.domainInvalid,
    );
    expect(messageFor(organizationSchema, { ...organization, employeeDomain: 'acme' }, 'employeeDomain')).toBe(
      ORGANIZATION_MESSAGES.domainInvalid,
    );
    expect(messageFor(organizationSchema, { ...organization, logoUrl: 'ftp://x/logo.png' }, 'logoUrl')).toBe(
      ORGANIZATION_MESSAGES.logoUrlInvalid,
    );
    expect(messageFor(organizationSchema, { ...organization, emailId: 'hr-at-acme' }, 'emailId')).toBe(
      ORGANIZATION_MESSAGES.emailInvalid,
    );
    expect(messageFor(organizationSchema, { ...organization, passKey: 'k'.repeat(201) }, 'passKey')).toBe(
      ORGANIZATION_MESSAGES.passKeyTooLong,
    );
  });

  it('offers Monday to Sunday and Noweekoff for the week-offs, and ZOHO or GMAIL for mail', () => {
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Noweekoff']) {
      expect(organizationSchema.safeParse({ ...organization, weekOfOne: day }).success).toBe(true);
    }
    expect(messageFor(organizationSchema, { ...organization, weekOfOne: 'Funday' }, 'weekOfOne')).toBe(
      ORGANIZATION_MESSAGES.weekOffInvalid,
    );
    expect(messageFor(organizationSchema, { ...organization, mailType: 'OUTLOOK' }, 'mailType')).toBe(
      ORGANIZATION_MESSAGES.mailTypeInvalid,
    );
  });

  it('refuses the same day twice as week-off, but allows Noweekoff twice', () => {
    expect(messageFor(organizationSchema, { ...organization, weekOfOne: 'Sunday', weekOfTwo: 'Sunday' }, 'weekOfTwo')).toBe(
      ORGANIZATION_MESSAGES.weekOffsSame,
    );
    expect(organizationSchema.safeParse({ ...organization, weekOfOne: 'Noweekoff', weekOfTwo: 'Noweekoff' }).success).toBe(true);
  });

  it("keeps the spec's toasts", () => {
    expect(ORGANIZATION_MESSAGES.saved).toBe('Data added successfully!');
    expect(ORGANIZATION_MESSAGES.failed).toBe('Kindly recheck the form.');
  });
});

describe('departmentSchema (add)', () => {
  const department = { departmentId: 'OPS-1', departmentName: 'Operations', departmentHead: 'HRMS8' };

  it('accepts an ID, a name and a head', () => {
    expect(departmentSchema.parse({ ...department, departmentName: ' Research & Development ' })).toMatchObject({
      departmentName: 'Research & Development',
    });
  });

  it("answers 'Please enter department ID, name, and head.' when any of them is missing", () => {
    for (const field of ['departmentId', 'departmentName', 'departmentHead'] as const) {
      expect(messageFor(departmentSchema, { ...department, [field]: '' }, field)).toBe(
        'Please enter department ID, name, and head.',
      );
      expect(messageFor(departmentSchema, { ...department, [field]: undefined }, field)).toBe(DEPARTMENT_MESSAGES.addRequired);
    }
  });

  it('checks the ID and name formats and the head length', () => {
    expect(messageFor(departmentSchema, { ...department, departmentId: 'OPS 1' }, 'departmentId')).toBe(
      DEPARTMENT_MESSAGES.idFormat,
    );
    expect(messageFor(departmentSchema, { ...department, departmentId: 'X'.repeat(21) }, 'departmentId')).toBe(
      DEPARTMENT_MESSAGES.idFormat,
    );
    expect(messageFor(departmentSchema, { ...department, departmentName: '9 Ops' }, 'departmentName')).toBe(
      DEPARTMENT_MESSAGES.nameFormat,
    );
    expect(messageFor(departmentSchema, { ...department, departmentName: 'O' }, 'departmentName')).toBe(
      DEPARTMENT_MESSAGES.nameFormat,
    );
    expect(messageFor(departmentSchema, { ...department, departmentHead: 'H'.repeat(51) }, 'departmentHead')).toBe(
      DEPARTMENT_MESSAGES.headTooLong,
    );
  });
});

describe('departmentUpdateSchema', () => {
  it('needs the name and head, with its own message', () => {
    const base = { departmentId: 'ENG', departmentName: 'Engineering', departmentHead: 'HRMS3' };
    expect(departmentUpdateSchema.safeParse(base).success).toBe(true);
    expect(messageFor(departmentUpdateSchema, { ...base, departmentName: '' }, 'departmentName')).toBe(
      DEPARTMENT_MESSAGES.updateRequired,
    );
    expect(messageFor(departmentUpdateSchema, { ...base, departmentHead: ' ' }, 'departmentHead')).toBe(
      DEPARTMENT_MESSAGES.updateRequired,
    );
    expect(messageFor(departmentUpdateSchema, { ...base, departmentId: '' }, 'departmentId')).toBe(
      DEPARTMENT_MESSAGES.pickToEdit,
    );
  });

  it("keeps the spec's failure and confirmation texts", () => {
    expect(DEPARTMENT_MESSAGES).toMatchObject({
      fetchFailed: 'Error fetching departments.',
      addFailed: 'Error adding department. Please try again.',
      updateFailed: 'Error updating department. Please try again.',
      deleteFailed: 'Error deleting department. Please try again.',
      confirmDelete: 'Are you sure you want to delete this department?',
    });
  });
});

describe('designationSchema', () => {
  it('accepts letters and spaces and trims the end', () => {
    expect(designationSchema.parse({ designation: 'Data Engineer ' })).toEqual({ designation: 'Data Engineer' });
    expect(designationSchema.parse({ designation: 'A'.repeat(50) }).designation).toHaveLength(50);
  });

  it("answers 'Please select or enter a designation.' when nothing is entered", () => {
    expect(messageFor(designationSchema, { designation: '' })).toBe('Please select or enter a designation.');
    expect(messageFor(designationSchema, {})).toBe(DESIGNATION_MESSAGES.empty);
  });

  it("answers 'Designation must be at least 1 character long.' for spaces only", () => {
    expect(messageFor(designationSchema, { designation: '   ' })).toBe('Designation must be at least 1 character long.');
  });

  it("answers 'Designation cannot be longer than 50 characters.' past 50", () => {
    expect(messageFor(designationSchema, { designation: 'A'.repeat(51) })).toBe(
      'Designation cannot be longer than 50 characters.',
    );
  });

  it('refuses a leading space, digits and punctuation with the format message', () => {
    for (const bad of [' Manager', 'Engineer 2', 'R&D Lead', 'QA-Lead']) {
      expect(messageFor(designationSchema, { designation: bad })).toBe(
        'Designation cannot start with a space and should only contain letters and spaces.',
      );
    }
  });

  it('reports one problem at a time, in the order the spec lists them', () => {
    expect(designationProblem(undefined)).toBe(DESIGNATION_MESSAGES.empty);
    expect(designationProblem(` ${'A'.repeat(60)}`)).toBe(DESIGNATION_MESSAGES.tooLong);
    expect(designationProblem('Team Lead')).toBeNull();
  });

  it("keeps the spec's default failure and placeholder texts", () => {
    expect(DESIGNATION_MESSAGES.addFailed).toBe('Failed to add designation. Please try again.');
    expect(DESIGNATION_MESSAGES.placeholder).toBe('See all Designation list');
    expect(DESIGNATION_MESSAGES.inputLabel).toBe('Add New Designation');
  });
});
