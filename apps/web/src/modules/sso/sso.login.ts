import type { SsoOptions } from '@hrms/shared';
import { API_BASE, ApiError, api } from '../../lib/api-client';

// The login page's calls, kept apart from sso.api.ts so the login page loads no React Query.

/** The "Sign in with …" button of an organisation, or null when it has no single sign-on. */
export async function findSsoOptions(query: { organizationId?: string; email?: string }): Promise<SsoOptions | null> {
  try {
    return await api.get<SsoOptions>('auth/sso/options', { query });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Where the browser goes to sign in at the organisation's provider. */
export const ssoStartUrl = (organizationId: string) => `${API_BASE}/auth/sso/start?${new URLSearchParams({ organizationId })}`;
