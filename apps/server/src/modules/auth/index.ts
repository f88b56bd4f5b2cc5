import { DEFAULT_LANGUAGE, isLanguage, type Language, type Role } from '@hrms/shared';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { ServerModule } from '../../lib/module';
import { acceptedLanguage } from '../../lib/request-language';
import * as repo from './auth.repository';
import { authRoutes } from './auth.routes';

/** For employees and sso: what auth asks of the modules above it. */
export { type Contact, contactHook, passwordLoginModeHook } from './auth.hooks';
export { setRefreshCookie } from './auth.routes';
export { assignRole, type Session, startSession } from './auth.service';

/** Creates the login of a new employee. */
export const createAccount = (
  db: Executor,
  values: { employeeId: string; organizationId: string; passwordHash: string; role: Role },
) => repo.insertAccount(db, values);

/** Creates the logins of many new employees at once (an import's chunk): createAccount's bulk form. */
export const createAccounts = repo.insertAccounts;
/** Sets the roles of many people at once (an import's chunk), sessions kept. */
export const setRoles = repo.updateRoles;

export const findAccount = repo.findAccount;
export const findSessionAccount = repo.findSessionAccount;
/** Employee ids holding any of the roles, in one organisation. */
export const listEmployeeIdsWithRoles = repo.listEmployeeIdsWithRoles;
export const rolesOf = repo.rolesOf;
export const setAccessEndsOn = repo.setAccessEndsOn;
export { accounts } from './auth.tables';
/** Ends every session of a person (a leaver after their last day). */
export const revokeAllSessions = repo.revokeAllForEmployee;
export { refreshTokens } from './auth.tables';

/** What auth brings to the app (lib/module.ts). */
export const authModule: ServerModule = { name: 'auth', routes: authRoutes };

/**
 * The language of the person asking for a document (a PDF): the request's Accept-Language when it names one
 * the product speaks (the web app sends the language its screens are in), else the language saved on their
 * account, else English.
 */
export async function readerLanguage(
  db: Executor,
  actor: Actor,
  acceptLanguage: string | string[] | undefined,
): Promise<Language> {
  const asked = acceptedLanguage(acceptLanguage);
  if (asked) return asked;
  const saved = (await repo.findAccount(db, actor.employeeId))?.language;
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}
