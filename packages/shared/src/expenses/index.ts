// The module's public surface: other modules import it from here, never from its files.
export { EXPENSE_MESSAGES, EXPENSE_TEMPLATES } from './expenses.schemas';
