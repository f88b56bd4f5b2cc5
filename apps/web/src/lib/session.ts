import { isRole, type Role, SESSION_KEYS } from '@hrms/shared';

export type Session = { token: string; role: Role; organizationId: string; employeeId: string };

/** The session lives in localStorage under the spec's keys (Token, UserRole, organizationId, EmpId). */
export function readSession(): Session | null {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const role = localStorage.getItem(SESSION_KEYS.role);
  const organizationId = localStorage.getItem(SESSION_KEYS.organizationId);
  const employeeId = localStorage.getItem(SESSION_KEYS.employeeId);
  if (!token || !isRole(role) || !organizationId || !employeeId) return null;
  return { token, role, organizationId, employeeId };
}

export function writeSession(session: Session) {
  localStorage.setItem(SESSION_KEYS.token, session.token);
  localStorage.setItem(SESSION_KEYS.role, session.role);
  localStorage.setItem(SESSION_KEYS.organizationId, session.organizationId);
  localStorage.setItem(SESSION_KEYS.employeeId, session.employeeId);
  notify();
}

export function clearSession() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  notify();
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
