// The module's public surface: other modules import it from here, never from its files.
export { SEARCH_MESSAGES } from './search.constants';
