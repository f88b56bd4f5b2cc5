// The module's public surface: other modules import it from here, never from its files.
export { SSO_LOGIN_TEXT, SSO_MESSAGES } from './sso.constants';
