import type { CurrentEmployment, PasswordLoginMode, PersonalDetails } from '@hrms/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { JobQueue } from '../modules/jobs/jobs.queue';
import type { SmtpSettingsLookup } from '../modules/mail/mail.types';
import type { Actor, TokenService } from './auth';
import type { LoginThrottle } from './login-throttle';

export type Contact = { email: string; name: string; organizationId: string };

/** What every service may use; built once in app.ts. */
export type Deps = {
  db: Db;
  config: Config;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  log: FastifyBaseLogger;
  /** Supplied by the employees module, so lower modules (auth) can mail an employee. */
  findContact: (employeeId: string) => Promise<Contact | null>;
  /**
   * Supplied by the employees module (its `requireEmployeeReference`), for lower modules: the employee of
   * the organisation a field names, else 400 with the message under that field.
   */
  requireEmployeeReference: (
    organizationId: string,
    employeeId: string,
    field: string,
    message?: string,
  ) => Promise<{ employeeId: string }>;
  /** Supplied by the employees module: whether anyone's current employment names this department. */
  isDepartmentInUse?: (organizationId: string, departmentId: string) => Promise<boolean>;
  /** Supplied by the organization module: the organisation's own SMTP account, if it has one. */
  findSmtpSettings: SmtpSettingsLookup;
  /** The job queue (pg-boss on this database); set in app.ts. */
  jobs: JobQueue;
  /** Set when this process runs the mail worker: sends queued mail now instead of at the next poll. */
  nudgeMail?: () => void;
  /** Supplied by the sso module: whether password login is open to everyone or only to admins. */
  passwordLoginMode?: (organizationId: string) => Promise<PasswordLoginMode>;
  /** Supplied by the approvals module: files one profile-change request per changed field. */
  fileProfileChanges?: (actor: Actor, details: PersonalDetails) => Promise<{ message: string; requests: number }>;
  /**
   * Supplied by the profile module (its `createCurrentEmployment`, with all its rules), so employee creation
   * records the employment in the same transaction: call it with `withinTransaction(deps, tx)`.
   */
  createCurrentEmployment?: (deps: Deps, actor: Actor, employeeId: string, input: CurrentEmployment) => Promise<unknown>;
};

/**
 * The same deps with every read and write of a service going through the caller's open transaction; a
 * service's own `db.transaction` becomes a savepoint, so an error anywhere undoes the caller's whole change.
 */
export function withinTransaction(deps: Deps, tx: Tx): Deps {
  // A transaction offers everything services use of the database (queries and nested transactions).
  return { ...deps, db: tx as unknown as Db };
}
