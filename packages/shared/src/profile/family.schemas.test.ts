import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES as M } from './family.constants';
import {
  familyExportFileName,
  familyMemberSchema,
  familyPhoneProblem,
  phoneTaken,
  readFamilyAliases,
  relationTaken,
} from './family.schemas';

const father = { name: 'Ramesh Rao', relation: 'Father', countryCode: '+91', phoneNumber: '9845012345' };

function messageFor(patch: Record<string, unknown>, field: string) {
  const result = familyMemberSchema.safeParse({ ...father, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('family member rules (spec 1 §5)', () => {
  it('accepts a member and trims the name', () => {
    expect(familyMemberSchema.parse({ ...father, name: 'Ramesh Rao ' })).toMatchObject({ name: 'Ramesh Rao' });
  });

  it('quotes the name messages in order', () => {
    expect(messageFor({ name: '' }, 'name')).toBe('Name is required.');
    expect(messageFor({ name: ' Ramesh' }, 'name')).toBe('Name should not start with a space.');
    expect(messageFor({ name: 'R2D2' }, 'name')).toBe('Name should contain only alphabets and spaces.');
    expect(messageFor({ name: 'Al' }, 'name')).toBe('Name should be between 3 and 40 characters.');
    expect(messageFor({ name: 'a'.repeat(41) }, 'name')).toBe(M.nameLength);
  });

  it('allows hyphens in relations only', () => {
    expect(messageFor({ relation: 'Step-mother' }, 'relation')).toBeUndefined();
    expect(messageFor({ relation: 'Mother2' }, 'relation')).toBe(M.relationLetters);
    expect(messageFor({ relation: '' }, 'relation')).toBe(M.relationRequired);
    expect(messageFor({ relation: ' Son' }, 'relation')).toBe(M.relationLeadingSpace);
  });

  it('checks phone numbers: India 6–9 and 10 digits, elsewhere 10 digits not starting with 0', () => {
    expect(familyPhoneProblem('+91', '9845012345')).toBeNull();
    expect(familyPhoneProblem('+91', '5845012345')).toBe('Number must start with 6, 7, 8, or 9 and be 10 digits.');
    expect(familyPhoneProblem('+44', '7911123456')).toBeNull();
    expect(familyPhoneProblem('+44', '0911123456')).toBe(M.phoneOther);
    expect(familyPhoneProblem('+61', '412345678')).toBe(M.phoneOther);
    expect(messageFor({ phoneNumber: '' }, 'phoneNumber')).toBe(M.phoneRequired);
    expect(messageFor({ countryCode: '' }, 'countryCode')).toBe(M.countryCodeRequired);
  });

  it("finds a repeated relation ('This relation already exists in the table.') or phone, ignoring the member edited", () => {
    const rows = [
      { memberId: 1, relation: 'Father', phoneNumber: '9845012345' },
      { memberId: 2, relation: 'Mother', phoneNumber: '9845012346' },
    ];
    expect(relationTaken(rows, 'father')).toBe(true);
    expect(relationTaken(rows, 'Father', 1)).toBe(false);
    expect(phoneTaken(rows, '9845012346')).toBe(true);
    expect(phoneTaken(rows, '9845012346', 2)).toBe(false);
    expect(M.relationTaken).toBe('This relation already exists in the table.');
    expect(M.phoneTaken).toBe('This phone number already exists.');
    expect(M.tooMany).toBe('You can only add up to 8 family members.');
  });

  it('reads the spellings Name, Relation and Phonenumber', () => {
    expect(readFamilyAliases({ Name: 'Ravi Rao', Relation: 'Son', Phonenumber: '9845012000', countryCode: '+91' })).toMatchObject(
      {
        name: 'Ravi Rao',
        relation: 'Son',
        phoneNumber: '9845012000',
      },
    );
  });

  it('names the export file by employee', () => {
    expect(familyExportFileName('HRMS4', 'Ananya')).toBe('family-details-HRMS4-Ananya.xlsx');
  });

  it('words the delete confirmation as the spec does', () => {
    expect(M.confirmDelete('Ramesh Rao')).toBe('Are you sure you want to delete Ramesh Rao?');
  });
});
