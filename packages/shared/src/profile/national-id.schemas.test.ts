import { describe, expect, it } from 'vitest';
import { NATIONAL_ID_MESSAGES as M, nationalIdSchema, nationalIdTypeTaken, otherPrimaryExists } from './national-id.schemas';

const aadhar = { nationalIdType: 'AADHAR', name: 'Ananya Rao', nationalIDNum: '234567890123', country: 'India', primary: true };

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = nationalIdSchema.safeParse({ ...aadhar, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('national ID rules (spec 1 §5)', () => {
  it('accepts an Aadhar of 12 digits', () => {
    expect(nationalIdSchema.parse(aadhar)).toMatchObject(aadhar);
  });

  it('requires the number and the type', () => {
    expect(messageFor({ nationalIDNum: '' }, 'nationalIDNum')).toBe(M.numberRequired);
    expect(messageFor({ nationalIdType: undefined }, 'nationalIdType')).toBe(M.typeRequired);
  });

  it('wants 12 digits for AADHAR', () => {
    expect(messageFor({ nationalIDNum: '23456789012' }, 'nationalIDNum')).toBe('Aadhar number must be exactly 12 digits.');
    expect(messageFor({ nationalIDNum: '23456789012A' }, 'nationalIDNum')).toBe(M.aadhar);
  });

  it('wants 5 letters, 4 digits and 1 letter for PANCARD, upper-casing what was typed', () => {
    expect(nationalIdSchema.parse({ ...aadhar, nationalIdType: 'PANCARD', nationalIDNum: 'abcpr1234k' }).nationalIDNum).toBe(
      'ABCPR1234K',
    );
    expect(messageFor({ nationalIdType: 'PANCARD', nationalIDNum: 'ABCP1234KK' }, 'nationalIDNum')).toBe(M.pancard);
  });

  it('wants 3 letters and 7 digits for VOTERID', () => {
    expect(messageFor({ nationalIdType: 'VOTERID', nationalIDNum: 'XYZ1234567' }, 'nationalIDNum')).toBeUndefined();
    expect(messageFor({ nationalIdType: 'VOTERID', nationalIDNum: 'XY12345678' }, 'nationalIDNum')).toBe(M.voterid);
  });

  it('allows only letters and spaces in the name and the country', () => {
    expect(messageFor({ name: 'Ananya R.' }, 'name')).toBe(M.name);
    expect(messageFor({ country: 'India1' }, 'country')).toBe(M.country);
    expect(messageFor({ name: undefined, country: undefined }, 'name')).toBeUndefined();
  });

  it('accepts the unid as a number or digits and an empty unid on create', () => {
    expect(nationalIdSchema.parse({ ...aadhar, unid: '7' }).unid).toBe(7);
    expect(nationalIdSchema.parse({ ...aadhar, unid: '' }).unid).toBeNull();
  });
});

describe('one per type and one primary (spec 1 §4, §5)', () => {
  const rows = [
    { nationalIdType: 'AADHAR', primary: true, unid: 1 },
    { nationalIdType: 'PANCARD', primary: false, unid: 2 },
  ];

  it('quotes the duplicate-type message and detects another row of the same type', () => {
    expect(M.duplicateType).toBe('This ID Type already exists in the table.');
    expect(nationalIdTypeTaken(rows, 'AADHAR')).toBe(true);
    expect(nationalIdTypeTaken(rows, 'VOTERID')).toBe(false);
    expect(nationalIdTypeTaken(rows, 'AADHAR', 1)).toBe(false);
  });

  it('disables primary when another entry is primary, not for the primary itself', () => {
    expect(otherPrimaryExists(rows)).toBe(true);
    expect(otherPrimaryExists(rows, 2)).toBe(true);
    expect(otherPrimaryExists(rows, 1)).toBe(false);
  });
});
