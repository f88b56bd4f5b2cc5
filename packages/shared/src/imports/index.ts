// The module's public surface: other modules import it from here, never from its files.
export { IMPORT_MESSAGES, IMPORT_STATUSES } from './imports.schemas';
