export const DOCUMENT_CATEGORIES = ['PROFILE_PIC', 'ID_CARD', 'EXPERIENCE'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Pictures: images only, at most 2 MB (spec 1 §9). */
export const PICTURE_MAX_BYTES = 2_097_152;
export const PICTURE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Onboarding documents: JPEG, JPG, PNG or PDF (spec 1 §5). */
export const ONBOARDING_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ONBOARDING_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.pdf'] as const;
export const ONBOARDING_MAX_BYTES = 5 * 1_048_576;

export const DOCUMENT_MESSAGES = {
  fillAll: 'Please fill in all fields and upload a file.',
  imageOnly: 'Please select an image file (e.g., .png, .jpg, .jpeg).',
  tooLarge: 'file should be 2 MB.',
  uploaded: 'Image uploaded Successfully!',
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred while uploading the file.',
  accessDenied: 'Access denied to view documents',
  fetched: 'Data successfully fetched!',
  noPicture: 'No picture has been uploaded yet.',
  higherEducationRequired: 'Higher education document is required.',
  onboardingTypes: 'Only JPEG, JPG, PNG and PDF files are allowed.',
  onboardingTooLarge: 'Each file must be at most 5 MB.',
  onboardingSubmitted: 'Documents submitted successfully!',
} as const;

/** The spec's picture check on a chosen file (name, type, size); null when it is acceptable. */
export function pictureProblem(file: { name: string; type: string; size: number } | null, fileName: string): string | null {
  if (!file || !fileName.trim()) return DOCUMENT_MESSAGES.fillAll;
  if (!file.type.startsWith('image/')) return DOCUMENT_MESSAGES.imageOnly;
  if (file.size > PICTURE_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}
