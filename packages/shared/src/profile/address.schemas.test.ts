import { describe, expect, it } from 'vitest';
import {
  copyPresentToPermanent,
  homeAddressSchema,
  ADDRESS_MESSAGES as M,
  officeAddressSchema,
  sameAddress,
} from './address.schemas';
import { SAMPLE_HOME_ADDRESS as home } from './profile.test-support';

const { houseNumber: _unused, ...rest } = home;
const office = { ...rest, buildingNameFloor: 'Acme Tower, 5th Floor' };

function homeMessage(patch: Record<string, unknown>, field: string) {
  const result = homeAddressSchema.safeParse({ ...home, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}
function officeMessage(patch: Record<string, unknown>, field: string) {
  const result = officeAddressSchema.safeParse({ ...office, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('address rules (spec 1 §5)', () => {
  it('accepts complete present and office addresses', () => {
    expect(homeAddressSchema.parse(home)).toMatchObject(home);
    expect(officeAddressSchema.parse(office)).toMatchObject(office);
  });

  it.each([
    ['houseNumber', 'House Number is required'],
    ['street', 'Street is required'],
    ['village', 'Village is required'],
    ['town', 'Town is required'],
    ['district', 'District is required'],
    ['state', 'State is required'],
    ['country', 'Country is required'],
    ['pincode', 'Pincode is required'],
  ])('requires %s with "%s"', (field, message) => {
    expect(homeMessage({ [field]: undefined }, field)).toBe(message);
    expect(homeMessage({ [field]: '' }, field)).toBe(message);
  });

  it('requires the office building name and keeps it between 4 and 40 characters', () => {
    expect(officeMessage({ buildingNameFloor: '' }, 'buildingNameFloor')).toBe('Building Name/Floor is required');
    expect(officeMessage({ buildingNameFloor: 'A1' }, 'buildingNameFloor')).toBe(M.buildingNameLength);
    expect(officeMessage({ buildingNameFloor: 'x'.repeat(41) }, 'buildingNameFloor')).toBe(M.buildingNameLength);
    expect(officeMessage({ buildingNameFloor: 'Tower' }, 'buildingNameFloor')).toBeUndefined();
  });

  it('allows 1 to 10 letters, digits, slash and hyphen in the house number', () => {
    expect(homeMessage({ houseNumber: '4' }, 'houseNumber')).toBeUndefined();
    expect(homeMessage({ houseNumber: '12 B' }, 'houseNumber')).toBe(M.houseNumber);
    expect(homeMessage({ houseNumber: '12345678901' }, 'houseNumber')).toBe(M.houseNumber);
    expect(homeMessage({ houseNumber: '#12' }, 'houseNumber')).toBe(M.houseNumber);
  });

  it('allows letters, spaces and slash in places, with no leading or trailing space', () => {
    expect(homeMessage({ town: 'Hubli/Dharwad' }, 'town')).toBeUndefined();
    expect(homeMessage({ town: ' Pune' }, 'town')).toBe(M.place('Town'));
    expect(homeMessage({ town: 'Pune ' }, 'town')).toBe(M.place('Town'));
    expect(homeMessage({ state: 'Kerala2' }, 'state')).toBe(M.place('State'));
  });

  it('wants a pincode of exactly 6 digits, not starting with 0 and not all the same digit', () => {
    expect(homeMessage({ pincode: '56003A' }, 'pincode')).toBe('Pincode must contain digits only.');
    expect(homeMessage({ pincode: '56003' }, 'pincode')).toBe('Pincode must be exactly 6 digits.');
    expect(homeMessage({ pincode: '060038' }, 'pincode')).toBe('Pincode must not start with 0.');
    expect(homeMessage({ pincode: '111111' }, 'pincode')).toBe('Pincode cannot have all digits the same.');
  });
});

describe('same as present (spec 1 §4)', () => {
  it('copies the present address field by field and recognises equal addresses', () => {
    const copy = copyPresentToPermanent(home);
    expect(copy).toEqual(home);
    expect(sameAddress(home, copy)).toBe(true);
    expect(sameAddress(home, { ...copy, pincode: '560001' })).toBe(false);
    expect(sameAddress(home, null)).toBe(false);
  });
});
