import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkExperience,
  EXPERIENCE_DESIGNATIONS,
  experienceDuration,
  experienceParts,
  experienceSchema,
  EXPERIENCE_MESSAGES as M,
} from './experience.schemas';

const job = {
  organisationName: 'Infosys',
  experienceId: 'INF-20345',
  designation: 'Backend Developer',
  doj: '2019-01-07',
  doe: '2021-04-11',
  state: 'Karnataka',
  country: 'India',
};

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = experienceSchema.safeParse({ ...job, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('experience duration', () => {
  it('counts whole years, months and remaining days', () => {
    expect(experienceDuration('2019-01-07', '2021-04-11')).toBe('2 years, 3 months, 4 days');
    expect(experienceDuration('2022-03-01', '2022-03-11')).toBe('0 years, 0 months, 10 days');
    expect(experienceDuration('2020-01-31', '2020-03-01')).toBe('0 years, 1 months, 1 days');
    expect(experienceParts('2015-06-15', '2020-06-14')).toEqual({ years: 4, months: 11, days: 30 });
  });

  it('derives `experience` on parse, ignoring what the client sent', () => {
    const parsed = experienceSchema.parse({ ...job, Experience: 'nonsense', Attachment: '' });
    expect(parsed.experience).toBe('2 years, 3 months, 4 days');
    expect(parsed).not.toHaveProperty('Experience');
    expect(parsed).not.toHaveProperty('Attachment');
  });
});

describe('experience rules (spec 1 §5)', () => {
  it('offers the spec designations', () => {
    expect(EXPERIENCE_DESIGNATIONS).toEqual([
      'Front-end Developer',
      'Backend Developer',
      'FullStack Developer',
      'Tester',
      'DevOps Engineer',
      'Data Scientist',
      'Product Manager',
    ]);
    expect(messageFor({ designation: '' }, 'designation')).toBe(M.designationRequired);
  });

  it('wants an organisation name of 4 to 40 letters, digits and spaces starting with a letter', () => {
    expect(messageFor({ organisationName: '' }, 'organisationName')).toBe(M.organisationRequired);
    expect(messageFor({ organisationName: 'IBM' }, 'organisationName')).toBe(M.organisationLength);
    expect(messageFor({ organisationName: '24x7 Labs' }, 'organisationName')).toBe(M.organisationStart);
    expect(messageFor({ organisationName: 'Tata & Sons' }, 'organisationName')).toBe(M.organisationChars);
    expect(messageFor({ organisationName: 'Infosys BPM 2' }, 'organisationName')).toBeUndefined();
  });

  it('wants an experience id of 4 to 20 letters, digits, hyphens or slashes', () => {
    expect(messageFor({ experienceId: 'EMP/2019-07' }, 'experienceId')).toBeUndefined();
    expect(messageFor({ experienceId: 'E12' }, 'experienceId')).toBe(M.experienceIdFormat);
    expect(messageFor({ experienceId: 'E'.repeat(21) }, 'experienceId')).toBe(M.experienceIdFormat);
  });

  it('checks the dates against the day given', () => {
    const messages = (value: { doj?: string; doe?: string }, today: string) => {
      const issues: string[] = [];
      const ctx = { addIssue: (i: { message?: string }) => issues.push(i.message ?? '') } as unknown as z.RefinementCtx;
      checkExperience({ ...job, ...value, designation: 'Tester', employeeId: undefined }, ctx, today);
      return issues;
    };
    expect(messages({}, '2021-04-10')).toEqual([M.doeFuture]);
    expect(messages({ doj: '1920-01-01' }, '2021-04-12')).toEqual([M.tooOld]);
    expect(messages({ doe: '2019-01-07' }, '2021-04-12')).toEqual([M.doeBeforeDoj]);
    expect(messages({ doe: '2019-01-16' }, '2021-04-12')).toEqual(['Experience must be at least 10 days.']);
    expect(messages({ doe: '2019-01-17' }, '2021-04-12')).toEqual([]);
  });
});
