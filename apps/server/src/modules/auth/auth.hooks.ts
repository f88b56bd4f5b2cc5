import type { PasswordLoginMode } from '@hrms/shared';
import type { Deps } from '../../lib/deps';
import { defineHook } from '../../lib/hooks';

export type Contact = { email: string; name: string; organizationId: string };

/** Provided by employees: the address and first name the reset code is mailed to. */
export const contactHook = defineHook<(deps: Deps, employeeId: string) => Promise<Contact | null>>('auth.contact');

/** Provided by sso: whether password login is open to everyone or, while single sign-on is on, only to admins. */
export const passwordLoginModeHook = defineHook<(deps: Deps, organizationId: string) => Promise<PasswordLoginMode>>(
  'auth.passwordLoginMode',
  async () => 'ALL',
);
