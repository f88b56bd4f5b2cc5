import { z } from 'zod';

export const API_TOKEN_PREFIX = 'hrms_pat_';

/** What an integration's token may do; each API route that tokens may call names one. */
export const API_TOKEN_SCOPES = [
  'employees:read',
  'employees:write',
  'leave:read',
  'leave:write',
  'attendance:read',
  'attendance:write',
  'timesheets:read',
  'payroll:read',
  'reports:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The longest a token may live. */
export const API_TOKEN_MAX_DAYS = 366;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Please enter a name for the token.',
  scopesRequired: 'Choose at least one scope.',
  expiryInvalid: 'The expiry must be in the future, at most a year from now.',
  expiryRequired: 'Choose the expiry date.',
  outOfScope: 'This API token does not have the scope this call needs.',
  notAllowed: 'API tokens cannot call this endpoint.',
  invalid: 'The API token is invalid, revoked or expired.',
  notFound: 'API token not found.',
} as const;

export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1, API_TOKEN_MESSAGES.nameRequired).max(100),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .transform((s) => [...new Set(s)]),
  expiresAt: z.iso.datetime({ offset: true, message: API_TOKEN_MESSAGES.expiryInvalid }).refine((value) => {
    const at = Date.parse(value);
    return at > Date.now() && at <= Date.now() + API_TOKEN_MAX_DAYS * 86_400_000;
  }, API_TOKEN_MESSAGES.expiryInvalid),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenCreatedSchema = apiTokenSchema.pick({ id: true, name: true, scopes: true, expiresAt: true }).extend({
  token: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
