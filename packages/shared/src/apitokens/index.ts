// The module's public surface: other modules import it from here, never from its files.
export { API_TOKEN_MESSAGES } from './apitokens.schemas';
