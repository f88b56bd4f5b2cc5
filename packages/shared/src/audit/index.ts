// The module's public surface: other modules import it from here, never from its files.
export { AUDIT_FIELD_LABELS, auditFieldLabel } from './audit.labels';
export { AUDIT_ACTIONS, AUDIT_MESSAGES } from './audit.schemas';
