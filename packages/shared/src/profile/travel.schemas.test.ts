import { describe, expect, it } from 'vitest';
import { TRAVEL_MESSAGES as M, travelSchema } from './travel.schemas';

const passport = {
  passportNumber: 'K1234567',
  issueDate: '2020-02-10',
  expireDate: '2030-02-09',
  placeOfIssue: 'Bengaluru',
  country: 'India',
  issuingAuthority: 'Regional Passport Office',
};

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = travelSchema.safeParse({ ...passport, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('travel rules (spec 1 §5)', () => {
  it('accepts a passport, upper-casing the letter and dropping the client-sent utid', () => {
    const parsed = travelSchema.parse({ ...passport, passportNumber: 'k1234567', utid: '' });
    expect(parsed.passportNumber).toBe('K1234567');
    expect(parsed).not.toHaveProperty('utid');
  });

  it('wants 8 characters: one letter then 7 digits', () => {
    expect(messageFor({ passportNumber: '' }, 'passportNumber')).toBe(M.passportRequired);
    for (const bad of ['12345678', 'KK123456', 'K123456', 'K12345678']) {
      expect(messageFor({ passportNumber: bad }, 'passportNumber')).toBe(M.passportFormat);
    }
  });

  it('wants issue before expiry and at most 20 years of validity', () => {
    expect(messageFor({ issueDate: '' }, 'issueDate')).toBe(M.issueRequired);
    expect(messageFor({ expireDate: '' }, 'expireDate')).toBe(M.expiryRequired);
    expect(messageFor({ expireDate: '2019-02-10' }, 'expireDate')).toBe(M.expiryAfterIssue);
    expect(messageFor({ expireDate: '2040-02-10' }, 'expireDate')).toBeUndefined();
    expect(messageFor({ expireDate: '2040-02-11' }, 'expireDate')).toBe(M.tooLong);
  });

  it('wants place, country and authority of 2 to 40 letters', () => {
    expect(messageFor({ placeOfIssue: 'X' }, 'placeOfIssue')).toBe('Place of issue should be between 2 and 40 characters.');
    expect(messageFor({ country: '' }, 'country')).toBe('Country is required.');
    expect(messageFor({ issuingAuthority: 'a'.repeat(41) }, 'issuingAuthority')).toBe(
      'Issuing authority should be between 2 and 40 characters.',
    );
  });

  it("reads 'No Travel Details Added' when there is none", () => {
    expect(M.empty).toBe('No Travel Details Added');
  });
});
