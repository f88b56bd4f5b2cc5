import { describe, expect, it } from 'vitest';
import { employerAddressLine, PAYROLL_EMPLOYER_MESSAGES as M, payrollEmployerBodySchema } from './payroll-employer.schemas';

const valid = {
  tan: 'BLRA12345B',
  pan: 'AAFCA1234K',
  addressLine1: '4th Floor, Prestige Tech Park',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560103',
};
const problems = (body: Record<string, unknown>) => {
  const parsed = payrollEmployerBodySchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('payroll employer details (TAN, PAN, address)', () => {
  it('accepts the formats and upper-cases and trims the codes; line 2 is optional', () => {
    expect(payrollEmployerBodySchema.parse({ ...valid, tan: ' blra12345b ', pan: 'aafca1234k' })).toEqual({
      ...valid,
      addressLine2: '',
    });
  });

  it('TAN is 4 letters, 5 digits, 1 letter', () => {
    for (const tan of ['BLR12345B', 'BLRA1234B', 'BLRA123456', '1LRA12345B', 'BLRA12345BB', ''])
      expect(problems({ ...valid, tan }), tan).toEqual({ tan: M.tan });
  });

  it('PAN is 5 letters, 4 digits, 1 letter', () => {
    for (const pan of ['AAFC1234KK', 'AAFCA12345', 'AAFCA123K', 'AAFCAB234K'])
      expect(problems({ ...valid, pan }), pan).toEqual({ pan: M.pan });
    expect(problems({ ...valid, pan: undefined })).toEqual({ pan: M.pan });
  });

  it('address: line 1, city and state required within their lengths; PIN six digits not starting with 0', () => {
    expect(problems({ ...valid, addressLine1: ' ' })).toEqual({ addressLine1: M.addressLine1 });
    expect(problems({ ...valid, addressLine2: 'x'.repeat(101) })).toEqual({ addressLine2: M.addressLine2 });
    expect(problems({ ...valid, city: 'x'.repeat(51) })).toEqual({ city: M.city });
    expect(problems({ ...valid, state: '' })).toEqual({ state: M.state });
    for (const pinCode of ['056010', '56010', '5601033', '56O103'])
      expect(problems({ ...valid, pinCode }), pinCode).toEqual({ pinCode: M.pinCode });
  });

  it('prints the address on one line, leaving out an empty line 2', () => {
    expect(employerAddressLine({ ...valid, addressLine2: '' })).toBe(
      '4th Floor, Prestige Tech Park, Bengaluru, Karnataka 560103',
    );
    expect(employerAddressLine({ ...valid, addressLine2: 'Outer Ring Road' })).toBe(
      '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103',
    );
  });
});
