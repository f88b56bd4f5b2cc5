import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE_VALUES, COUNTRY_CODES, DEFAULT_COUNTRY_CODE, phoneDigitsFor, phoneNumberProblem } from './country-codes';

/** Phone digits by country code (spec 1 §9). */
const DIGITS = {
  '+91': 10,
  '+1': 10,
  '+44': 10,
  '+61': 9,
  '+64': 9,
  '+27': 9,
  '+977': 10,
  '+94': 9,
  '+60': 9,
  '+65': 8,
} as const;

describe('country codes', () => {
  it('offers exactly the ten codes of the spec, in its order, with +91 as the default', () => {
    expect(COUNTRY_CODE_VALUES).toEqual(['+91', '+1', '+44', '+61', '+64', '+27', '+977', '+94', '+60', '+65']);
    expect(DEFAULT_COUNTRY_CODE).toBe('+91');
    expect(COUNTRY_CODES.every((c) => c.country.length > 0)).toBe(true);
  });

  it("keeps the spec's English names and gives each code its ISO 3166 region codes", () => {
    expect(COUNTRY_CODES.map((c) => c.country)).toEqual([
      'India',
      'USA / Canada',
      'United Kingdom',
      'Australia',
      'New Zealand',
      'South Africa',
      'Nepal',
      'Sri Lanka',
      'Malaysia',
      'Singapore',
    ]);
    expect(COUNTRY_CODES.map((c) => c.regions.join('+'))).toEqual([
      'IN',
      'US+CA',
      'GB',
      'AU',
      'NZ',
      'ZA',
      'NP',
      'LK',
      'MY',
      'SG',
    ]);
  });

  it.each(Object.entries(DIGITS))('%s numbers have %i digits', (code, digits) => {
    expect(phoneDigitsFor(code)).toBe(digits);
  });

  it('knows no digit count for a code that is not offered', () => {
    expect(phoneDigitsFor('+33')).toBeUndefined();
    expect(phoneNumberProblem('+33', '612345678')).toBe('Country code is required.');
  });
});

describe('phoneNumberProblem (spec 1 §5)', () => {
  const PLUS_91 = 'Number must start with 6, 7, 8, or 9 and be 10 digits.';

  it('+91: starts with 6 to 9 and is 10 digits', () => {
    for (const ok of ['6000000000', '7123456789', '8123456789', '9876543210']) expect(phoneNumberProblem('+91', ok)).toBeNull();
    for (const bad of ['5876543210', '0876543210', '1876543210', '987654321', '98765432100', '98765o4321', '']) {
      expect(phoneNumberProblem('+91', bad)).toBe(PLUS_91);
    }
  });

  it.each(Object.entries(DIGITS).filter(([code]) => code !== '+91'))(
    '%s: must not start with 0 and has exactly %i digits',
    (code, digits) => {
      const message = `Number must not start with 0 and should be exactly ${digits} digits for ${code}.`;
      const good = `5${'1'.repeat(digits - 1)}`;
      expect(phoneNumberProblem(code, good)).toBeNull();
      expect(phoneNumberProblem(code, `0${'1'.repeat(digits - 1)}`)).toBe(message);
      expect(phoneNumberProblem(code, good.slice(0, -1))).toBe(message);
      expect(phoneNumberProblem(code, `${good}1`)).toBe(message);
      expect(phoneNumberProblem(code, `${good.slice(0, -1)}x`)).toBe(message);
    },
  );

  it('quotes the spec wording for +61', () => {
    expect(phoneNumberProblem('+61', '41234567')).toBe('Number must not start with 0 and should be exactly 9 digits for +61.');
  });
});
