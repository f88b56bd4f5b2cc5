import { describe, expect, it } from 'vitest';
import { jobDateProblems, jobPostSchemaFor, CAREER_MESSAGES as M } from './careers.schemas';

const today = '2026-11-22';
const post = {
  jobTitle: 'Payroll Analyst',
  jobLocation: 'Kochi',
  noOfRequirements: '2',
  numberOfYears: '4',
  numberOfMonths: '6',
  age: '23',
  workMode: 'hybrid',
  jobType: 'FULLTIME',
  skillSet: 'Payroll, Excel',
  salaryFrom: '700000',
  salaryTo: '1100000',
  jobDescription: 'Test our HR platform end to end with a small, experienced and friendly team.',
  publishDate: today,
  expiryDate: '2026-12-22',
};

describe('job-post rules (spec 2 §5)', () => {
  it('accepts a complete post and reads its numbers', () => {
    expect(jobPostSchemaFor({ today }).parse(post)).toMatchObject({ noOfRequirements: 2, age: 23, salaryTo: 1100000 });
  });

  it('publishes from today and expires from tomorrow, after publishing', () => {
    expect(jobDateProblems('2026-11-21', '2026-11-22', { today })).toEqual({
      publishDate: M.publishMin,
      expiryDate: M.expiryMin,
    });
    expect(jobDateProblems('2026-11-30', '2026-11-30', { today })).toEqual({ expiryDate: M.expiryOrder });
    expect(jobDateProblems('2026-11-01', '2026-12-01', { today, keptPublishDate: '2026-11-01' })).toEqual({});
    expect(jobDateProblems('2026-11-01', '2026-10-01', { today: null })).toEqual({ expiryDate: M.expiryOrder });
  });

  it('shows every problem at once', () => {
    const result = jobPostSchemaFor({ today }).safeParse({ ...post, jobTitle: '', age: '17', publishDate: '2026-01-01' });
    const fields = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['jobTitle', 'age', 'publishDate']));
  });
});
