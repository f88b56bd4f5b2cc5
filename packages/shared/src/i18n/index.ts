// The module's public surface: other modules import it from here, never from its files.
export { LANGUAGE_MESSAGES, LANGUAGES } from './languages';
