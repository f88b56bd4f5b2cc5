import { describe, expect, it } from 'vitest';
import { NATIONAL_ID_MESSAGES } from '../profile';
import { DOCUMENT_MESSAGES } from './documents.constants';
import {
  isEmptyOnboardingSubmission,
  missingOnboardingFile,
  ONBOARDING_FILE_FIELDS,
  ONBOARDING_SECTIONS,
  onboardingFieldsSchema,
  onboardingFormSchema,
} from './onboarding.schemas';

const pdf = { name: 'degree.pdf', type: 'application/pdf', size: 20_000 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('onboarding form (spec 1 §2.13, §3, §5)', () => {
  it('has the three sections with the spec fields', () => {
    expect(ONBOARDING_SECTIONS.map((s) => s.title)).toEqual([
      'Government ID',
      'Educational Documents',
      'Experience Certificates',
    ]);
    expect(ONBOARDING_SECTIONS.flatMap((s) => s.files)).toEqual([...ONBOARDING_FILE_FIELDS]);
  });

  it("requires the higher education file: 'Higher education document is required.'", () => {
    const result = onboardingFormSchema().safeParse({});
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toEqual([['higherEducationFile', 'Higher education document is required.']]);
    expect(onboardingFormSchema().safeParse({ higherEducationFile: pdf }).success).toBe(true);
  });

  it('lets a resubmission leave out a higher education file already handed in, but not bring nothing at all', () => {
    expect(onboardingFormSchema(['higherEducationFile']).safeParse({ panName: 'Vikram Singh' }).success).toBe(true);
    expect(onboardingFormSchema(['higherEducationFile']).safeParse({ sscFile: pdf }).success).toBe(true);
    expect(firstMessage(onboardingFormSchema(['higherEducationFile']).safeParse({}))).toEqual([
      ['form', 'Choose a file or fill in a field to submit.'],
    ]);
    expect(isEmptyOnboardingSubmission(onboardingFieldsSchema.parse({}), 0)).toBe(true);
    expect(isEmptyOnboardingSubmission(onboardingFieldsSchema.parse({}), 1)).toBe(false);
    expect(missingOnboardingFile([], ['higherEducationFile'])).toBeNull();
    expect(missingOnboardingFile(['higherEducationFile'], [])).toBeNull();
    expect(missingOnboardingFile(['sscFile'], [])).toEqual({
      field: 'higherEducationFile',
      message: DOCUMENT_MESSAGES.higherEducationRequired,
    });
  });

  it('accepts JPEG, JPG, PNG and PDF files only', () => {
    const gif = { name: 'a.gif', type: 'image/gif', size: 10 };
    const result = onboardingFormSchema().safeParse({ higherEducationFile: pdf, sscFile: gif });
    expect(firstMessage(result)).toEqual([['sscFile', DOCUMENT_MESSAGES.onboardingTypes]]);
    const jpg = { name: 'a.jpg', type: 'image/jpeg', size: 10 };
    expect(
      onboardingFormSchema().safeParse({ higherEducationFile: jpg, panDocument: { ...jpg, type: 'image/png' } }).success,
    ).toBe(true);
  });

  it('checks the Aadhar number (12 digits) and the PAN (5 letters, 4 digits, 1 letter) when given', () => {
    expect(onboardingFieldsSchema.parse({})).toEqual({ aadharName: '', aadharNumber: '', panName: '', panNumber: '' });
    expect(firstMessage(onboardingFieldsSchema.safeParse({ aadharNumber: '12345' }))).toEqual([
      ['aadharNumber', NATIONAL_ID_MESSAGES.aadhar],
    ]);
    expect(firstMessage(onboardingFieldsSchema.safeParse({ panNumber: '12345ABCDE' }))).toEqual([
      ['panNumber', NATIONAL_ID_MESSAGES.pancard],
    ]);
    expect(onboardingFieldsSchema.parse({ aadharNumber: '234567890123', panNumber: 'abcde1234f' }).panNumber).toBe('ABCDE1234F');
    expect(firstMessage(onboardingFieldsSchema.safeParse({ aadharName: 'R2D2' }))).toEqual([
      ['aadharName', NATIONAL_ID_MESSAGES.name],
    ]);
  });
});
