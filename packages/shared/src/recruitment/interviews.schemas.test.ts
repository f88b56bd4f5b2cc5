import { describe, expect, it } from 'vitest';
import { interviewDateValid, interviewReference, interviewSchema, INTERVIEW_MESSAGES as M } from './interviews.schemas';

const row = {
  fullName: 'Neha Gupta',
  emailId: 'neha.gupta@gmail.com',
  interViewerEmailId: 'rahul.verma@acme.example',
  countryCode: '+91',
  mobileNumber: '9876543210',
  roleApplied: 'Backend Developer',
  location: 'Bengaluru',
  interviewDate: '2026-11-25T10:30',
  interviewerId: 'HRMS3',
  modeOfInterview: 'ONLINE',
  interviewStatus: 'PENDING',
};

describe('interview rules (spec 2 §5)', () => {
  it('accepts a complete interview; comments default to ""', () => {
    expect(interviewSchema.parse(row)).toMatchObject({ fullName: 'Neha Gupta', comments: '' });
  });

  it('needs both e-mails, each in the allowed format', () => {
    const result = interviewSchema.safeParse({ ...row, emailId: '', interViewerEmailId: 'a@b' });
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ emailId: M.emailsRequired, interViewerEmailId: M.emailInvalid });
  });

  it('reads a date with or without a time', () => {
    expect(interviewDateValid('2026-11-25')).toBe(true);
    expect(interviewDateValid('2026-11-25T23:59')).toBe(true);
    expect(interviewDateValid('2026-11-31')).toBe(false);
    expect(interviewDateValid('2026-11-25T24:00')).toBe(false);
  });

  it('numbers interviews as INT-0001', () => {
    expect(interviewReference(7)).toBe('INT-0007');
  });
});
