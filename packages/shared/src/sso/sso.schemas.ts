import { z } from 'zod';
import { PASSWORD_LOGIN_MODES, SSO_MESSAGES } from './sso.constants';

const CLAIM = /^[A-Za-z0-9_:.-]{1,100}$/;

export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  claim: z.string(),
  buttonLabel: z.string(),
  passwordLogin: z.enum(PASSWORD_LOGIN_MODES),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoSettingsUpdateSchema = z.object({
  enabled: z.boolean(),
  issuer: z.string().trim().max(500).url(SSO_MESSAGES.issuerRequired),
  clientId: z.string().trim().min(1, SSO_MESSAGES.clientIdRequired).max(300),
  clientSecret: z.string().max(1000).optional(),
  claim: z.string().trim().regex(CLAIM, SSO_MESSAGES.claimInvalid),
  buttonLabel: z.string().trim().min(1, SSO_MESSAGES.buttonLabelRequired).max(100),
  passwordLogin: z.enum(PASSWORD_LOGIN_MODES),
});
export type SsoSettingsUpdate = z.infer<typeof ssoSettingsUpdateSchema>;

export const ssoOptionsQuerySchema = z
  .object({
    organizationId: z.string().trim().min(1).max(50).optional(),
    email: z.string().trim().min(1).max(320).optional(),
  })
  .refine((q) => q.organizationId || q.email, { message: 'organizationId or email is required' });

/** The button of one organisation, or (a mail domain several organisations share) a request to name the organisation. */
export const ssoOptionsSchema = z.union([
  z.object({ organizationId: z.string(), buttonLabel: z.string() }),
  z.object({ organizationRequired: z.literal(true) }),
]);
export type SsoOptions = z.infer<typeof ssoOptionsSchema>;
