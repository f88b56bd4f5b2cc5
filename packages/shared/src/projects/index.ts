// The module's public surface: other modules import it from here, never from its files.
export { ASSIGNMENT_COLUMNS, ASSIGNMENT_MESSAGES } from './assignments.schemas';
export { BILLABILITY_OPTIONS, PROJECT_MESSAGES } from './projects.schemas';
