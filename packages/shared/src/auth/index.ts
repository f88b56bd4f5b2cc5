// The module's public surface: other modules import it from here, never from its files.
export { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from './auth.constants';
