// The module's public surface: other modules import it from here, never from its files.
export { CUSTOM_FIELD_LABELLED_TEMPLATES, CUSTOM_FIELD_MESSAGES } from './customfields.schemas';
