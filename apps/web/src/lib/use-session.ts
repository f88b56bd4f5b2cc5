import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './session';

let cached: { key: string; value: Session | null } = { key: '', value: null };

function snapshot(): Session | null {
  const value = readSession();
  const key = value ? `${value.token}|${value.role}|${value.employeeId}` : '';
  if (key !== cached.key) cached = { key, value };
  return cached.value;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
