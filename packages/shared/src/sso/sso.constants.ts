// Plain constants and messages (no zod), so the login page can use them without loading the schemas.

export const PASSWORD_LOGIN_MODES = ['ALL', 'ADMINS_ONLY'] as const;
export type PasswordLoginMode = (typeof PASSWORD_LOGIN_MODES)[number];

/** Where the provider sends the browser back to, under the product's public address. */
export const SSO_CALLBACK_PATH = '/hrmsapplication/auth/sso/callback';
/** How long a started sign-in may take at the provider before its callback is refused. */
export const SSO_LOGIN_MINUTES = 10;

/** The login page's words around the "Sign in with …" button. */
export const SSO_LOGIN_TEXT = {
  or: 'or',
  organizationRequired:
    'Several organisations use this e-mail domain. Enter your organisation ID (HR can tell you) or your user ID to sign in with your company account.',
  organizationId: 'Organisation ID',
} as const;

export const SSO_MESSAGES = {
  discoveryFailed: "The identity provider's discovery document could not be read at this issuer.",
  issuerNotHttps: 'The issuer must use https (plain http only on this machine).',
  issuerRequired: 'Please enter the issuer URL.',
  clientIdRequired: 'Please enter the client ID.',
  clientSecretRequired: 'Please enter the client secret.',
  claimInvalid: 'Enter a claim name of letters, digits, "_", "-", ":" or ".".',
  buttonLabelRequired: 'Please enter the button label.',
  notEnabled: 'Single sign-on is not set up for this organisation.',
  unknownPerson: 'Your identity provider signed you in, but no employee of this organisation matches you. Please contact HR.',
  disabledAccount: 'Your account is disabled. Please contact HR.',
  invalidCallback: 'The sign-in could not be completed (it was altered, already used or has expired). Please try again.',
  providerFailed: 'The identity provider did not confirm your sign-in. Please try again.',
  unverifiedEmail:
    'Your identity provider has not verified your e-mail address, so it cannot sign you in here. Please verify it there or contact HR.',
  passwordAdminsOnly: 'Please sign in with your company account.',
} as const;
