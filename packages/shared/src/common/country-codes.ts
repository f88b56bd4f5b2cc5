/**
 * The ten country codes offered, with the phone digit count each requires (spec 1 §9), the spec's English
 * name and the ISO 3166 region code(s) behind it, by which the web app names the country in the user's
 * language (+1 is two regions: "USA / Canada").
 */
export const COUNTRY_CODES = [
  { code: '+91', digits: 10, country: 'India', regions: ['IN'] },
  { code: '+1', digits: 10, country: 'USA / Canada', regions: ['US', 'CA'] },
  { code: '+44', digits: 10, country: 'United Kingdom', regions: ['GB'] },
  { code: '+61', digits: 9, country: 'Australia', regions: ['AU'] },
  { code: '+64', digits: 9, country: 'New Zealand', regions: ['NZ'] },
  { code: '+27', digits: 9, country: 'South Africa', regions: ['ZA'] },
  { code: '+977', digits: 10, country: 'Nepal', regions: ['NP'] },
  { code: '+94', digits: 9, country: 'Sri Lanka', regions: ['LK'] },
  { code: '+60', digits: 9, country: 'Malaysia', regions: ['MY'] },
  { code: '+65', digits: 8, country: 'Singapore', regions: ['SG'] },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];
export const COUNTRY_CODE_VALUES = COUNTRY_CODES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+91';

export function phoneDigitsFor(code: string): number | undefined {
  return COUNTRY_CODES.find((c) => c.code === code)?.digits;
}

/** The spec's phone message for a number that breaks its country's rule, or null when it is valid. */
export function phoneNumberProblem(code: string, phone: string): string | null {
  if (code === '+91') {
    return /^[6-9]\d{9}$/.test(phone) ? null : 'Number must start with 6, 7, 8, or 9 and be 10 digits.';
  }
  const digits = phoneDigitsFor(code);
  if (digits === undefined) return 'Country code is required.';
  const valid = new RegExp(`^[1-9]\\d{${digits - 1}}$`).test(phone);
  return valid ? null : `Number must not start with 0 and should be exactly ${digits} digits for ${code}.`;
}
