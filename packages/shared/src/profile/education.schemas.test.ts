import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkEducation,
  educationLabels,
  educationSchema,
  freeEducationLevels,
  EDUCATION_MESSAGES as M,
  percentageValid,
} from './education.schemas';
import { SAMPLE_SSC_EDUCATION as ssc } from './profile.test-support';

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = educationSchema.safeParse({ ...ssc, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('education rules (spec 1 §5)', () => {
  it('accepts a complete SSC record and reads year and percentage as numbers', () => {
    expect(educationSchema.parse(ssc)).toMatchObject({ education: 'SSC', yearOfPass: 2012, percentage: 88.5 });
  });

  it("asks to 'Select One' level when none is chosen", () => {
    expect(messageFor({ education: '' }, 'education')).toBe('Select One');
    expect(messageFor({ education: 'PhD' }, 'education')).toBe(M.levelRequired);
  });

  it('adapts the name labels to the level', () => {
    expect(educationLabels('SSC')).toEqual({ institution: 'School Name', university: 'Board Name' });
    expect(educationLabels('Inter')).toEqual({ institution: 'College Name', university: 'Board Name' });
    for (const level of ['Diploma', 'Graduation', 'PostGraduation']) {
      expect(educationLabels(level)).toEqual({ institution: 'College Name', university: 'University Name' });
    }
    expect(messageFor({ institutionName: '' }, 'institutionName')).toBe('School Name is required.');
    expect(messageFor({ education: 'Graduation', universityName: 'V T U 9' }, 'universityName')).toBe(
      'University Name should contain only letters and spaces.',
    );
    expect(messageFor({ institutionName: 'X' }, 'institutionName')).toBe('School Name should be between 2 and 40 characters.');
  });

  it('wants degree and majors of 3 to 40 letters and spaces', () => {
    expect(messageFor({ degree: 'BE' }, 'degree')).toBe('Degree should be between 3 and 40 characters.');
    expect(messageFor({ majors: 'C#' }, 'majors')).toBe('Majors should contain only letters and spaces.');
  });

  it('keeps the year of pass numeric and within the last 100 years', () => {
    expect(messageFor({ yearOfPass: '' }, 'yearOfPass')).toBe(M.yearRequired);
    expect(messageFor({ yearOfPass: '12345' }, 'yearOfPass')).toBe(M.yearNumber);
    expect(messageFor({ yearOfPass: '1900', certificationDate: '1900-05-01' }, 'yearOfPass')).toMatch(
      /^Year of Pass must be between \d{4} and \d{4}\.$/,
    );
  });

  it("demands 'Year of Pass and Certification Date must be same.'", () => {
    expect(messageFor({ certificationDate: '2013-01-10' }, 'certificationDate')).toBe(
      'Year of Pass and Certification Date must be same.',
    );
    expect(messageFor({ certificationDate: '' }, 'certificationDate')).toBe(M.certificationRequired);
  });

  it('judges the window against the day given', () => {
    const fields = { ...ssc, education: 'SSC' as const, employeeId: undefined };
    const issues: string[] = [];
    const ctx = { addIssue: (i: { message?: string }) => issues.push(i.message ?? '') } as unknown as z.RefinementCtx;
    checkEducation({ ...fields, yearOfPass: '2012' }, ctx, '2011-06-01');
    expect(issues).toContain(M.yearWindow(1911, 2011));
    expect(issues).toContain(M.certificationWindow);
  });

  it("says 'percentage/Grade must be a number between 0 and 100' for anything else", () => {
    for (const bad of ['', '101', '100.5', '88.55', 'A+', '-1']) {
      expect(messageFor({ percentage: bad }, 'percentage')).toBe('percentage/Grade must be a number between 0 and 100');
    }
    for (const good of ['0', '100', '99.9', '7.5']) expect(percentageValid(good)).toBe(true);
  });

  it('offers only the levels not yet recorded (one record per level)', () => {
    expect(freeEducationLevels([{ education: 'SSC' }, { education: 'Graduation' }])).toEqual([
      'Inter',
      'Diploma',
      'PostGraduation',
    ]);
    expect(freeEducationLevels([{ education: 'SSC' }], 'SSC')).toContain('SSC');
  });
});
