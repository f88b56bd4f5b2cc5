// The module's public surface: other modules import it from here, never from its files.

export { EMPLOYEE_IMPORT_COLUMN_LABELS } from './imports.columns';
export { IMPORT_MESSAGES, IMPORT_STATUSES, IMPORT_TEMPLATES } from './imports.schemas';
