import { type Role, roleAllowed } from '@hrms/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/use-session';

/** No token → /; a role not allowed → /unauthorized, carrying where the user came from. */
export function RouteGuard({ roles, children }: { roles: readonly Role[] | 'public'; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (roles === 'public') return children;
  if (!session) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  if (!roleAllowed(session.role, roles)) {
    return <Navigate to="/unauthorized" replace state={{ from: location.pathname }} />;
  }
  return children;
}
