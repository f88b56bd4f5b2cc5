import { describe, expect, it } from 'vitest';
import { examOpenOn, examSchema, formatExamTimeLeft, gradeExam, EXAM_MESSAGES as M, questionSchema } from './exams.schemas';

const valid = {
  examName: 'Safety',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  duration: '10',
  maxAttempts: '2',
  passPercentage: '60',
  departmentId: ['ENG'],
};
const errorsOf = (input: unknown) => {
  const result = examSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('exam form rules (spec 3 §5)', () => {
  it('accepts a complete exam and turns numbers into numbers', () => {
    expect(examSchema.parse(valid)).toMatchObject({ duration: 10, maxAttempts: 2, passPercentage: 60 });
  });
  it('uses the spec messages', () => {
    expect(errorsOf({ ...valid, maxAttempts: '-1' }).maxAttempts).toBe(M.attemptsDash);
    expect(errorsOf({ ...valid, maxAttempts: '0' }).maxAttempts).toBe(M.attemptsPositive);
    expect(errorsOf({ ...valid, passPercentage: '0' }).passPercentage).toBe(M.percentagePositive);
    expect(errorsOf({ ...valid, passPercentage: '' }).passPercentage).toBe(M.percentageRequired);
    expect(errorsOf({ ...valid, duration: '0' }).duration).toBe(M.durationPositive);
    expect(errorsOf({ ...valid, departmentId: [] }).departmentId).toBe(M.departmentRequired);
    expect(errorsOf({ ...valid, examName: '' }).examName).toBe(M.nameRequired);
    expect(errorsOf({ ...valid, endDate: '2025-12-31' }).endDate).toBe(M.endBeforeStart);
  });
  it('drops duplicate departments', () => {
    expect(examSchema.parse({ ...valid, departmentId: ['ENG', 'eng', 'QA'] }).departmentId).toEqual(['ENG', 'QA']);
  });
});

describe('question rule', () => {
  const options = ['a', 'b', 'c', 'd'].map((option, i) => ({ option, correct: i === 1 }));
  it('needs the text, four options and exactly one correct', () => {
    expect(questionSchema.safeParse({ examId: 1, question: 'Q?', options }).success).toBe(true);
    for (const bad of [
      options.slice(0, 3),
      options.map((o) => ({ ...o, correct: true })),
      options.map((o) => ({ ...o, option: '' })),
    ]) {
      const result = questionSchema.safeParse({ examId: 1, question: 'Q?', options: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.questionIncomplete);
    }
  });
});

describe('grading and the clock', () => {
  it('grades to two decimals and qualifies at the pass percentage', () => {
    expect(gradeExam(2, 3, 66.67)).toEqual({ percentage: 66.67, qualified: true });
    expect(gradeExam(1, 2, 50.01)).toEqual({ percentage: 50, qualified: false });
    expect(gradeExam(0, 0, 10)).toEqual({ percentage: 0, qualified: false });
  });
  it('shows the time left as m:ss', () => {
    expect(formatExamTimeLeft(600)).toBe('10:00');
    expect(formatExamTimeLeft(61)).toBe('1:01');
    expect(formatExamTimeLeft(-3)).toBe('0:00');
  });
  it('knows whether an exam is open on a day', () => {
    const exam = { startDate: '2026-01-10', endDate: '2026-01-20' };
    expect(examOpenOn(exam, '2026-01-09')).toBe('early');
    expect(examOpenOn(exam, '2026-01-20')).toBe('open');
    expect(examOpenOn(exam, '2026-01-21')).toBe('closed');
  });
});
