// The module's public surface: other modules import it from here, never from its files.
export { DOCUMENT_MESSAGES } from './documents.constants';
export { ONBOARDING_FILE_LABELS, ONBOARDING_SECTIONS } from './onboarding.schemas';
export { ONBOARDING_CHECKLIST_MESSAGES } from './onboarding-checklist';
