// The module's public surface: other modules import it from here, never from its files.
export { EXIT_MESSAGES } from './exits.schemas';
