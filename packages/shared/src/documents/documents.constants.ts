export const DOCUMENT_CATEGORIES = ['PROFILE_PIC', 'ID_CARD', 'EXPERIENCE'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** Categories holding one picture per employee (the newest upload replaces the previous one). */
export const PICTURE_CATEGORIES = ['PROFILE_PIC', 'ID_CARD'] as const satisfies readonly DocumentCategory[];
/** Where onboarding files are stored; not offered by documents/upload or documents/list. */
export const ONBOARDING_CATEGORY = 'ONBOARDING';

/** Pictures: images only, at most 2 MB (spec 1 §9). Only types every browser can show are kept. */
export const PICTURE_MAX_BYTES = 2_097_152;
export const PICTURE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Experience documents: the same images, or a PDF, at most 2 MB. */
export const EXPERIENCE_MIME_TYPES = [...PICTURE_MIME_TYPES, 'application/pdf'] as const;

/** Onboarding documents: JPEG, JPG, PNG or PDF (spec 1 §5). */
export const ONBOARDING_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ONBOARDING_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.pdf'] as const;
export const ONBOARDING_MAX_BYTES = 5 * 1_048_576;
/** Upper bounds of one multipart request (7 onboarding files, a few text fields). */
export const UPLOAD_LIMITS = { fileSize: ONBOARDING_MAX_BYTES, files: 7, fields: 20 } as const;
/** A picture's signed address stays valid at least this long (pictures only; other documents need a session). */
export const PICTURE_URL_TTL_SECONDS = 300;

export const DOCUMENT_MESSAGES = {
  fillAll: 'Please fill in all fields and upload a file.',
  imageOnly: 'Please select an image file (e.g., .png, .jpg, .jpeg).',
  tooLarge: 'file should be 2 MB.',
  experienceTypes: 'Please select an image or PDF file (e.g., .png, .jpg, .pdf).',
  uploaded: 'Image uploaded Successfully!',
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred while uploading the file.',
  accessDenied: 'Access denied to view documents',
  uploadDenied: 'You may only upload your own pictures.',
  experienceAdminOnly: 'Only an administrator can upload experience documents.',
  organizationMismatch: 'The organization in the request does not match your session.',
  fetched: 'Data successfully fetched!',
  noPicture: 'No picture has been uploaded yet.',
  notFound: 'Document not found.',
  linkInvalid: 'This link has expired or is not valid.',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  noDocuments: 'No Data Available',
  higherEducationRequired: 'Higher education document is required.',
  onboardingTypes: 'Only JPEG, JPG, PNG and PDF files are allowed.',
  onboardingTooLarge: 'Each file must be at most 5 MB.',
  onboardingSubmitted: 'Documents submitted successfully!',
  onboardingDenied: 'You may only hand in your own onboarding documents.',
  onboardingViewDenied: 'Access denied to view documents',
  onboardingNotSubmitted: 'No onboarding documents have been submitted yet.',
  onboardingUnknownFile: 'This file field is not part of the onboarding form.',
  onboardingNothingToSubmit: 'Choose a file or fill in a field to submit.',
  onboardingLoadFailed: 'Could not load the onboarding documents. Please try again.',
} as const;

export type FileFacts = { type: string; size: number };

/** Type and size of a picture; `type` is the browser's guess on the client and the sniffed type on the server. */
export function pictureFileProblem(file: FileFacts): string | null {
  if (!(PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_MESSAGES.imageOnly;
  if (file.size > PICTURE_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** The spec's picture check on a chosen file (name, type, size); null when it is acceptable. */
export function pictureProblem(file: (FileFacts & { name: string }) | null, fileName: string): string | null {
  if (!file || !fileName.trim() || file.size === 0) return DOCUMENT_MESSAGES.fillAll;
  return pictureFileProblem(file);
}

/** What documents/upload accepts for a category: pictures as above; experience documents may also be PDFs. */
export function uploadFileProblem(category: DocumentCategory, file: FileFacts): string | null {
  if (file.size === 0) return DOCUMENT_MESSAGES.fillAll;
  if (category !== 'EXPERIENCE') return pictureFileProblem(file);
  if (!(EXPERIENCE_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_MESSAGES.experienceTypes;
  if (file.size > PICTURE_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** An onboarding file: JPEG, JPG, PNG or PDF, at most 5 MB. */
export function onboardingFileProblem(file: FileFacts): string | null {
  if (!(ONBOARDING_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_MESSAGES.onboardingTypes;
  if (file.size > ONBOARDING_MAX_BYTES) return DOCUMENT_MESSAGES.onboardingTooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.onboardingTypes;
  return null;
}

/** Shows only the last four digits of an Aadhar number: 123456789012 → ********9012. */
export function maskAadhar(number: string): string {
  if (number.length <= 4) return number;
  return `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
}

/** Shows only the last four characters of a PAN: ABCPV1234K → ******234K. */
export const maskPan = maskAadhar;

/** A readable size: 532 B, 14.2 KB, 1.9 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
