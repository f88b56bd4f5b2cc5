import { isLanguage, type Language, type LoginResponse } from '@hrms/shared';
import { changeLanguage, PENDING_LANGUAGE_KEY } from '../../i18n';
import { api } from '../../lib/api-client';
import { clearOfflineData } from '../../lib/offline-cache';
import { clearSession, writeSession } from '../../lib/session';

export async function login(employeeId: string, password: string): Promise<LoginResponse> {
  const session = await api.post<LoginResponse>('authentication/login', { employeeId, password });
  writeSession({
    token: session.token,
    role: session.userRole,
    organizationId: session.organizationId,
    employeeId: session.employeeId,
  });
  await adoptAccountLanguage(session.language);
  return session;
}

/**
 * At sign-in the account's language wins; an account without one takes the language picked on the login
 * page before this sign-in (kept in this browser until now; a language left by someone else who signed
 * out here is not saved to this account).
 */
async function adoptAccountLanguage(saved: Language | null) {
  const chosen = localStorage.getItem(PENDING_LANGUAGE_KEY);
  localStorage.removeItem(PENDING_LANGUAGE_KEY);
  try {
    if (saved) await changeLanguage(saved);
    else if (isLanguage(chosen)) await saveLanguage(chosen);
  } catch (error) {
    console.warn('language not applied', error);
  }
}

/** Saves the signed-in user's own language with the account. */
export const saveLanguage = (language: Language) => api.patch<{ message: string }>('authentication/updateLanguage', { language });

/** Revokes the session on the server (failures are only logged) and clears it here. */
export async function logout(employeeId: string | undefined) {
  try {
    await api.post('authentication/logout', {}, { query: { employeeid: employeeId } });
  } catch (error) {
    console.warn('logout failed', error);
  }
  clearSession();
  await clearOfflineData();
  // Loaded on demand: the login page, which imports this module, does not carry React Query
  const { queryClient } = await import('../../lib/query-client');
  queryClient.clear();
}

export const requestOtp = (employeeId: string) => api.post<{ message: string }>('authentication/forgot-password', { employeeId });

export const resetPassword = (body: { employeeId: string; otp: string; password: string }) =>
  api.patch<{ message: string }>('authentication/resetPassword', body);
