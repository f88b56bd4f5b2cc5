// The module's public surface: other modules import it from here, never from its files.
export { REPORTS_MESSAGES } from './reports.schemas';
