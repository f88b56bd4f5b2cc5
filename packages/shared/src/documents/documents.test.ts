import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  formatFileSize,
  maskAadhar,
  onboardingFileProblem,
  PICTURE_MAX_BYTES,
  pictureProblem,
  uploadFileProblem,
} from './documents.constants';
import { documentUploadQuerySchema } from './documents.schemas';

const png = (size = 1000) => ({ name: 'me.png', type: 'image/png', size });

describe('picture upload rules (spec 1 §5)', () => {
  it("asks for both a file name and a file: 'Please fill in all fields and upload a file.'", () => {
    expect(pictureProblem(null, 'me')).toBe('Please fill in all fields and upload a file.');
    expect(pictureProblem(png(), '  ')).toBe('Please fill in all fields and upload a file.');
    expect(pictureProblem(png(0), 'me')).toBe(DOCUMENT_MESSAGES.fillAll);
  });

  it("accepts images only: 'Please select an image file (e.g., .png, .jpg, .jpeg).'", () => {
    expect(pictureProblem({ name: 'cv.pdf', type: 'application/pdf', size: 10 }, 'cv')).toBe(
      'Please select an image file (e.g., .png, .jpg, .jpeg).',
    );
    expect(pictureProblem({ name: 'x.svg', type: 'image/svg+xml', size: 10 }, 'x')).toBe(DOCUMENT_MESSAGES.imageOnly);
    expect(pictureProblem({ name: 'x.jpg', type: 'image/jpeg', size: 10 }, 'x')).toBeNull();
  });

  it("allows at most 2 MB (2097152 bytes): 'file should be 2 MB.'", () => {
    expect(PICTURE_MAX_BYTES).toBe(2_097_152);
    expect(pictureProblem(png(2_097_152), 'me')).toBeNull();
    expect(pictureProblem(png(2_097_153), 'me')).toBe('file should be 2 MB.');
  });

  it('lets experience documents be PDFs as well as images, still at most 2 MB', () => {
    expect(uploadFileProblem('EXPERIENCE', { type: 'application/pdf', size: 100 })).toBeNull();
    expect(uploadFileProblem('EXPERIENCE', { type: 'image/png', size: 100 })).toBeNull();
    expect(uploadFileProblem('EXPERIENCE', { type: 'text/plain', size: 100 })).toBe(DOCUMENT_MESSAGES.experienceTypes);
    expect(uploadFileProblem('EXPERIENCE', { type: 'application/pdf', size: 3_000_000 })).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(uploadFileProblem('ID_CARD', { type: 'application/pdf', size: 100 })).toBe(DOCUMENT_MESSAGES.imageOnly);
  });

  it('answers the fill-in message for an upload query without a file name', () => {
    const base = { organizationId: 'ORG1', employeeId: 'HRMS4', category: 'ID_CARD' };
    const missing = documentUploadQuerySchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(DOCUMENT_MESSAGES.fillAll);
    expect(documentUploadQuerySchema.safeParse({ ...base, fileName: ' ' }).error?.issues[0]?.message).toBe(
      DOCUMENT_MESSAGES.fillAll,
    );
    expect(documentUploadQuerySchema.safeParse({ ...base, fileName: 'photo' }).success).toBe(true);
    expect(documentUploadQuerySchema.safeParse({ ...base, fileName: 'photo', category: 'OTHER' }).success).toBe(false);
  });
});

describe('onboarding file rule (spec 1 §5: JPEG, JPG, PNG, PDF only)', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) {
      expect(onboardingFileProblem({ type, size: 5 * 1_048_576 })).toBeNull();
    }
  });

  it('refuses other types and larger files with their messages', () => {
    expect(onboardingFileProblem({ type: 'image/gif', size: 10 })).toBe('Only JPEG, JPG, PNG and PDF files are allowed.');
    expect(onboardingFileProblem({ type: '', size: 10 })).toBe(DOCUMENT_MESSAGES.onboardingTypes);
    expect(onboardingFileProblem({ type: 'application/pdf', size: 5 * 1_048_576 + 1 })).toBe('Each file must be at most 5 MB.');
  });
});

describe('display helpers', () => {
  it('masks an Aadhar number except the last four digits', () => {
    expect(maskAadhar('234567890123')).toBe('********0123');
    expect(maskAadhar('')).toBe('');
  });

  it('formats sizes in B, KB and MB', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(14_541)).toBe('14.2 KB');
    expect(formatFileSize(2_097_152)).toBe('2.0 MB');
  });
});
