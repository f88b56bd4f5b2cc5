import { describe, expect, it } from 'vitest';
import { addDays, addYears, todayIso } from '../common';
import { BLOOD_GROUPS, GENDER_LABELS, PREFIXES, prefixTransition } from './employees.constants';
import { employeeCreateSchema, employeeUpdateSchema, personalDetailsSchema } from './employees.schemas';

const valid = {
  prefix: 'Mr ',
  firstname: 'Asha',
  middlename: '',
  lastname: 'Kumar',
  email: 'asha.kumar@example.com',
  countryCode: '+91',
  phoneNumber: '9876543210',
  maritialStatus: 'Single',
  dob: '1990-05-17',
  gender: 'Male',
  fatherName: 'Ravi Kumar',
  doj: '2024-01-02',
  bloodGroup: 'O +ve',
};

type Schema = typeof employeeCreateSchema | typeof personalDetailsSchema;

/** The first message reported for `field` (what the form and the API show), or undefined when valid. */
function firstMessage(schema: Schema, patch: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse({ ...valid, ...patch });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const create = (patch: Record<string, unknown>, field: string) => firstMessage(employeeCreateSchema, patch, field);

describe('employee create schema (spec 2 §3, spec 1 §5)', () => {
  it('accepts a complete, consistent employee and keeps the prefix with its trailing space', () => {
    const result = employeeCreateSchema.parse(valid);
    expect(result.prefix).toBe('Mr ');
    expect(result.email).toBe('asha.kumar@example.com');
  });

  it('accepts a prefix sent without its trailing space and stores the spec value', () => {
    expect(employeeCreateSchema.parse({ ...valid, prefix: 'Mr' }).prefix).toBe('Mr ');
    expect(employeeCreateSchema.parse({ ...valid, prefix: 'Mrs', gender: 'Female', maritialStatus: 'Married' }).prefix).toBe(
      'Mrs ',
    );
  });

  it('lower-cases the e-mail and turns a missing middle name into ""', () => {
    const { middlename: _ignored, ...withoutMiddle } = valid;
    const result = employeeCreateSchema.parse({ ...withoutMiddle, email: 'Asha.Kumar@Example.COM' });
    expect(result.email).toBe('asha.kumar@example.com');
    expect(result.middlename).toBe('');
  });

  it('requires a prefix', () => {
    expect(create({ prefix: '' }, 'prefix')).toBe('Prefix is required.');
    expect(create({ prefix: 'Dr ' }, 'prefix')).toBe('Prefix is required.');
  });

  describe.each([
    ['firstname', 'First name'],
    ['lastname', 'Last name'],
    ['fatherName', 'Father name'],
  ])('%s', (field, label) => {
    it('is required', () => {
      expect(create({ [field]: '' }, field)).toBe(`${label} is required.`);
      expect(create({ [field]: undefined }, field)).toBe(`${label} is required.`);
    });
    it("allows only letters and spaces ('Only characters are allowed.')", () => {
      expect(create({ [field]: 'Asha1' }, field)).toBe('Only characters are allowed.');
      expect(create({ [field]: 'Ash@' }, field)).toBe('Only characters are allowed.');
    });
    it('allows a single space between words only', () => {
      expect(create({ [field]: 'Asha  Rani' }, field)).toBe('Only letters are allowed, with a single space between words.');
      expect(create({ [field]: 'Asha Rani' }, field)).toBeUndefined();
    });
    it('is 2 to 25 characters', () => {
      expect(create({ [field]: 'A' }, field)).toBe(`${label} must be at least 2 characters.`);
      expect(create({ [field]: 'A'.repeat(26) }, field)).toBe(`${label} must be at most 25characters.`);
      expect(create({ [field]: 'Ab' }, field)).toBeUndefined();
      expect(create({ [field]: 'A'.repeat(25) }, field)).toBeUndefined();
    });
  });

  it('lets the middle name be empty but still letters only', () => {
    expect(create({ middlename: '' }, 'middlename')).toBeUndefined();
    expect(create({ middlename: 'K2' }, 'middlename')).toBe('Only characters are allowed.');
  });

  it('checks the e-mail: required, starting with a letter, well formed', () => {
    expect(create({ email: '' }, 'email')).toBe('Email is required.');
    expect(create({ email: '1asha@example.com' }, 'email')).toBe('Only letters are allowed, with a single space between words.');
    expect(create({ email: 'asha.example.com' }, 'email')).toBe('Enter a valid email address.');
  });

  it('requires one of the ten country codes', () => {
    expect(create({ countryCode: '' }, 'countryCode')).toBe('Country code is required.');
    expect(create({ countryCode: '+33' }, 'countryCode')).toBe('Country code is required.');
  });

  it('checks the phone: required, digits only (at most 10), and the +91 rule', () => {
    expect(create({ phoneNumber: '' }, 'phoneNumber')).toBe('Phone number is required.');
    expect(create({ phoneNumber: '98765abcde' }, 'phoneNumber')).toBe('Phone number must contain digits only (at most 10).');
    expect(create({ phoneNumber: '98765432101' }, 'phoneNumber')).toBe('Phone number must contain digits only (at most 10).');
    expect(create({ phoneNumber: '5876543210' }, 'phoneNumber')).toBe('Number must start with 6, 7, 8, or 9 and be 10 digits.');
    expect(create({ phoneNumber: '987654321' }, 'phoneNumber')).toBe('Number must start with 6, 7, 8, or 9 and be 10 digits.');
    for (const first of ['6', '7', '8', '9']) expect(create({ phoneNumber: `${first}876543210` }, 'phoneNumber')).toBeUndefined();
  });

  it('checks the phone against the digit count of the chosen code', () => {
    expect(create({ countryCode: '+61', phoneNumber: '41234567' }, 'phoneNumber')).toBe(
      'Number must not start with 0 and should be exactly 9 digits for +61.',
    );
    expect(create({ countryCode: '+65', phoneNumber: '01234567' }, 'phoneNumber')).toBe(
      'Number must not start with 0 and should be exactly 8 digits for +65.',
    );
    expect(create({ countryCode: '+61', phoneNumber: '412345678' }, 'phoneNumber')).toBeUndefined();
  });

  it("requires a marital status ('Maritial status is required.')", () => {
    expect(create({ maritialStatus: '' }, 'maritialStatus')).toBe('Maritial status is required.');
    expect(create({ maritialStatus: 'Widowed' }, 'maritialStatus')).toBe('Maritial status is required.');
  });

  it('checks the date of birth: required, not in the future, age 18 to 100', () => {
    const today = todayIso();
    expect(create({ dob: '' }, 'dob')).toBe('Date of Birth is required.');
    expect(create({ dob: addDays(today, 1) }, 'dob')).toBe('Date of Birth cannot be in the future.');
    expect(create({ dob: addDays(addYears(today, -18), 1) }, 'dob')).toBe('You must be at least 18 years old.');
    expect(create({ dob: addYears(today, -18) }, 'dob')).toBeUndefined();
    expect(create({ dob: addYears(today, -100) }, 'dob')).toBeUndefined();
    expect(create({ dob: addDays(addYears(today, -100), -1) }, 'dob')).toBe('DOB should not exceed 100 years in the past.');
  });

  it("requires a date of joining ('Date is required.')", () => {
    expect(create({ doj: '' }, 'doj')).toBe('Date is required.');
    expect(create({ doj: '2024-02-30' }, 'doj')).toBe('Date is required.');
  });

  it("requires a blood group on creation ('Blood group is required.')", () => {
    expect(create({ bloodGroup: '' }, 'bloodGroup')).toBe('Blood group is required.');
    expect(create({ bloodGroup: 'O+' }, 'bloodGroup')).toBe('Blood group is required.');
    for (const group of BLOOD_GROUPS) expect(create({ bloodGroup: group }, 'bloodGroup')).toBeUndefined();
  });

  it('requires a gender and accepts Transgender (shown as Others)', () => {
    expect(create({ gender: '' }, 'gender')).toBe('Gender is required.');
    expect(GENDER_LABELS.Transgender).toBe('Others');
  });

  it('requires the gender to agree with the prefix', () => {
    expect(create({ prefix: 'Mr ', gender: 'Female' }, 'gender')).toBe("Gender must be 'male' when prefix is 'Mr'");
    expect(create({ prefix: 'Mr ', gender: 'Transgender' }, 'gender')).toBe("Gender must be 'male' when prefix is 'Mr'");
    expect(create({ prefix: 'Ms ', gender: 'Male' }, 'gender')).toBe("Gender must be 'female' when prefix is 'Ms'");
    expect(create({ prefix: 'Mrs ', gender: 'Male' }, 'gender')).toBe("Gender must be 'female' when prefix is 'Mrs'");
    expect(create({ prefix: 'Ms ', gender: 'Female' }, 'gender')).toBeUndefined();
  });

  it('reports several broken rules at once, one message per field', () => {
    const result = employeeCreateSchema.safeParse({ ...valid, gender: 'Female', phoneNumber: '5876543210' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['gender', 'phoneNumber']));
  });
});

describe('personal details schema (spec 1 §5)', () => {
  it("uses 'Bloodgroup is required.' where creation says 'Blood group is required.'", () => {
    expect(firstMessage(personalDetailsSchema, { bloodGroup: '' }, 'bloodGroup')).toBe('Bloodgroup is required.');
    expect(create({ bloodGroup: '' }, 'bloodGroup')).toBe('Blood group is required.');
  });

  it('shares every other rule with creation', () => {
    expect(firstMessage(personalDetailsSchema, { maritialStatus: '' }, 'maritialStatus')).toBe('Maritial status is required.');
    expect(firstMessage(personalDetailsSchema, { prefix: 'Mrs ', gender: 'Male' }, 'gender')).toBe(
      "Gender must be 'female' when prefix is 'Mrs'",
    );
    expect(firstMessage(personalDetailsSchema, { doj: '' }, 'doj')).toBe('Date is required.');
  });

  it('the update body also needs the employee id', () => {
    expect(employeeUpdateSchema.safeParse(valid).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ ...valid, employeeId: 'HRMS4' }).success).toBe(true);
  });
});

describe('prefixTransition (spec 1 §4)', () => {
  it('Mr gives Male and clears the marital status', () => {
    expect(prefixTransition('Mr ')).toEqual({ gender: 'Male', maritialStatus: '' });
  });
  it('Ms gives Female and Single', () => {
    expect(prefixTransition('Ms ')).toEqual({ gender: 'Female', maritialStatus: 'Single' });
  });
  it('Mrs gives Female and Married', () => {
    expect(prefixTransition('Mrs ')).toEqual({ gender: 'Female', maritialStatus: 'Married' });
  });
  it('works with or without the trailing space and ignores anything else', () => {
    expect(prefixTransition('Mrs')).toEqual(prefixTransition('Mrs '));
    expect(prefixTransition('')).toBeNull();
    expect(prefixTransition('Dr')).toBeNull();
  });
  it('every prefix value carries the trailing space the API expects', () => {
    expect(PREFIXES).toEqual(['Mr ', 'Ms ', 'Mrs ']);
  });
  it('a transition always yields a combination the schema accepts', () => {
    for (const prefix of PREFIXES) {
      const next = prefixTransition(prefix)!;
      const maritialStatus = next.maritialStatus || 'Divorced';
      expect(employeeCreateSchema.safeParse({ ...valid, prefix, ...next, maritialStatus }).success).toBe(true);
    }
  });
});
