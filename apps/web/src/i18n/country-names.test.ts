import { COUNTRY_CODES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { countryCodeOptions, countryName } from './country-names';

const byCode = (code: string) => COUNTRY_CODES.find((entry) => entry.code === code)!;

describe('countryName', () => {
  it("keeps the spec's English names in English", () => {
    expect(COUNTRY_CODES.map((entry) => countryName(entry, 'en'))).toEqual(COUNTRY_CODES.map((entry) => entry.country));
    expect(countryName(byCode('+1'), 'en')).toBe('USA / Canada');
  });

  it('names the countries in Hindi by their region codes', () => {
    expect(countryName(byCode('+91'), 'hi')).toBe('भारत');
    expect(countryName(byCode('+977'), 'hi')).toBe('नेपाल');
    expect(countryName(byCode('+1'), 'hi')).toBe('संयुक्त राज्य / कनाडा');
    for (const entry of COUNTRY_CODES) expect(countryName(entry, 'hi')).toMatch(/^[\u0900-\u097F\s/]+$/);
  });

  it('falls back to the English name for a language tag the runtime cannot read', () => {
    expect(countryName(byCode('+44'), 'not a language')).toBe('United Kingdom');
  });
});

describe('countryCodeOptions', () => {
  it('labels each code with its country in the language asked for', () => {
    expect(countryCodeOptions('en')[0]).toEqual({ value: '+91', label: '+91 India' });
    expect(countryCodeOptions('hi')[0]).toEqual({ value: '+91', label: '+91 भारत' });
    expect(countryCodeOptions('hi').map((option) => option.value)).toEqual(COUNTRY_CODES.map((entry) => entry.code));
  });
});
