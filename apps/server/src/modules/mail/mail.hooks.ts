import type { Deps } from '../../lib/deps';
import { defineHook } from '../../lib/hooks';
import type { SmtpSettings } from './mail.types';

/** Provided by organization: the organisation's own SMTP account, if it has one (else the server's mail path). */
export const smtpSettingsHook = defineHook<(deps: Deps, organizationId: string) => Promise<SmtpSettings | null>>(
  'mail.smtpSettings',
  async () => null,
);
