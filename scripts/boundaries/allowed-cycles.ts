import type { AllowedEdge } from './boundaries';

/**
 * Imports known to close an import cycle, each waiting for a redesign rather than a moved import line.
 * The check fails when an entry no longer closes a cycle, so this list only shrinks: when a redesign lands,
 * delete its entry. Never add one to get past the check; break the cycle instead.
 */
export const ALLOWED_CYCLE_EDGES: AllowedEdge[] = [
  {
    from: 'apps/server/src/db/transaction-retry.ts',
    to: 'apps/server/src/db/client.ts',
    why: 'the retry wrapper takes the Db type from the client that installs it (type-only)',
  },
  {
    from: 'server:leave',
    to: 'server:payroll',
    why: 'the leave calendar reads a work location from payroll (findWorkLocation), payroll reads attendance, attendance reads leave',
  },
  {
    from: 'web:documents',
    to: 'web:dashboard',
    why: 'the onboarding personal-details page uses useOwnProfile, which lives in dashboard.api rather than employees',
  },
  {
    from: 'shared:auth',
    to: 'shared:i18n',
    why: 'the language list lives beside the catalogues, which gather every module’s messages; it belongs in common',
  },
];
