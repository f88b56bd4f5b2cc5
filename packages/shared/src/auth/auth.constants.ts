export const LOGIN_MESSAGES = {
  userIdRequired: 'Please enter your User ID',
  passwordRequired: 'Please enter your password',
  wrongCaptcha: 'Enter the correct CAPTCHA',
  loginFailed: 'Login failed. Please try again.',
  networkFailure: 'An unexpected error occurred. Please try again later.',
  invalidCredentials: 'Invalid User ID or password.',
  locked: 'Too many failed login attempts. Please try again in 15 minutes.',
  sessionExpired: 'Your session has expired. Please log in again.',
  accessEnded: 'Your access ended after your last working day. Please contact HR.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emptyInput: 'Input cannot be empty.',
  passwordsMismatch: 'Passwords do not match or are too short',
  otpSent: 'An OTP has been sent to your registered e-mail address.',
  invalidOtp: 'The OTP is invalid or has expired.',
  tooManyAttempts: 'Too many wrong OTP attempts. Please request a new OTP.',
  resetLocked: 'Too many wrong OTPs for this account. Password reset is locked for an hour; please try again later.',
  resetSuccess: 'Password Reset Successful!',
} as const;

export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
/** Across codes: this many wrong OTPs within an hour lock password reset for the account for OTP_LOCK_MINUTES. */
export const OTP_MAX_FAILURES_PER_HOUR = 10;
export const OTP_LOCK_MINUTES = 60;
/** At most this many codes are mailed to one account per hour (further requests answer the same, send nothing). */
export const OTP_MAX_CODES_PER_HOUR = 5;
export const MIN_PASSWORD_LENGTH = 8;
export const REFRESH_TOKEN_DAYS = 7;
/** A used refresh token still renews for this long (its answer may have been lost); after it, reuse revokes the session. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const ACCESS_TOKEN_MINUTES = 15;
/** Wrong passwords for one id from one address before that pair is locked for LOGIN_LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
/**
 * Wrong passwords from one address, over every id, in an hour before that address is locked for
 * LOGIN_LOCK_MINUTES: high enough for an office behind one NAT address, low enough to stop spraying.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS_PER_HOUR = 200;
export const LOGIN_LOCK_MINUTES = 15;

/** Session keys in browser storage (spec 1 §3). */
export const SESSION_KEYS = {
  token: 'Token',
  role: 'UserRole',
  organizationId: 'organizationId',
  employeeId: 'EmpId',
} as const;

/** A 6-character captcha of letters and digits (spec 1 §2.2). */
export function generateCaptcha(random: () => number = Math.random): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    text += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)];
  }
  return text;
}

/** mm:ss for the OTP countdown. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
