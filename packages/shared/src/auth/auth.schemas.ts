import { z } from 'zod';
import { EMPLOYEE_MESSAGES } from '../employees';
import { LANGUAGE_MESSAGES, LANGUAGES } from '../i18n';
import { ASSIGNABLE_ROLES, ROLES } from '../roles';
import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './auth.constants';

export const loginSchema = z.object({
  employeeId: z.string({ error: LOGIN_MESSAGES.userIdRequired }).trim().min(1, LOGIN_MESSAGES.userIdRequired).max(50),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  userRole: z.enum(ROLES),
  organizationId: z.string(),
  employeeId: z.string(),
  /** The language the user chose (null: none yet; the browser's language is the guess). */
  language: z.enum(LANGUAGES).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordSchema = z.object({
  employeeId: z.string({ error: FORGOT_PASSWORD_MESSAGES.emptyInput }).trim().min(1, FORGOT_PASSWORD_MESSAGES.emptyInput).max(50),
});

export const resetPasswordSchema = z.object({
  employeeId: z.string().trim().min(1, FORGOT_PASSWORD_MESSAGES.emptyInput).max(50),
  otp: z
    .string({ error: FORGOT_PASSWORD_MESSAGES.invalidOtp })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), FORGOT_PASSWORD_MESSAGES.invalidOtp),
  password: z
    .string({ error: FORGOT_PASSWORD_MESSAGES.passwordsMismatch })
    .min(MIN_PASSWORD_LENGTH, FORGOT_PASSWORD_MESSAGES.passwordsMismatch)
    .max(200),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The forgot-password screen's second step: the two passwords must agree and be ≥ 8 (spec 3 §5). */
export const newPasswordFormSchema = z
  .object({
    otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), FORGOT_PASSWORD_MESSAGES.invalidOtp),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword && v.password.length >= MIN_PASSWORD_LENGTH, {
    message: FORGOT_PASSWORD_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** A signed-in user's own language (the employee id, when given, must be the caller's). */
export const updateLanguageSchema = z.object({
  employeeId: z.string().trim().max(50).optional(),
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }),
});
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;

export const updateRoleSchema = z.object({
  employeeId: z.string().trim().min(1, 'Employee ID is required.').max(50),
  userRole: z.enum(ASSIGNABLE_ROLES, { error: EMPLOYEE_MESSAGES.roleRequired }),
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;
