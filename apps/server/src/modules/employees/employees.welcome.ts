import { DEFAULT_LANGUAGE, type Language } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { readerLanguage } from '../auth';
import { composeMail, type MailMessage, queueMails } from '../mail';
import { findOrganization } from '../organization';

type NewPerson = { employeeId: string; firstname: string; email: string };

/**
 * The language of a new person's welcome mail. They have not chosen one yet (they choose it in the web app, which
 * saves it on their account), so it is the language of whoever creates them: the language their screens are in
 * (the web app's Accept-Language), else the one saved on their account, else English. An import runs later on the
 * job queue, with no request: the uploader's saved language. (The organisation has no default language of its own;
 * one would come first here.) The new account's language stays unset: the person chooses theirs. docs/operations.md.
 */
export const welcomeLanguage = (db: Executor, creator: Actor, acceptLanguage?: string | string[]): Promise<Language> =>
  readerLanguage(db, creator, acceptLanguage);

/** The welcome mail with the one-time password, for a person created by an admin in the app (who was shown it once). */
export function welcomeWithPassword(
  organizationName: string,
  person: NewPerson,
  temporaryPassword: string,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  return composeMail(language, person.email, say(language, 'mail.welcome.subject', { organization: organizationName }), [
    say(language, 'mail.hello', { name: person.firstname }),
    `${say(language, 'mail.welcome.withPassword', { employeeId: person.employeeId, password: temporaryPassword })}\n${say(language, 'mail.welcome.changeIt')}`,
  ]);
}

/**
 * The welcome mail without a password, for people created by an integration (API token) or an import: their id
 * and how to set a password (the "Forgot Password" one-time code), so no password leaves the product.
 */
export function welcomeToSetPassword(
  organizationName: string,
  person: NewPerson,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  return composeMail(language, person.email, say(language, 'mail.welcome.subject', { organization: organizationName }), [
    say(language, 'mail.hello', { name: person.firstname }),
    `${say(language, 'mail.welcome.employeeId', { employeeId: person.employeeId })}\n${say(language, 'mail.welcome.setPassword')}`,
  ]);
}

/**
 * Welcome mails for imported people, queued in the outbox inside their chunk's transaction: their id and
 * how to set a password (the "Forgot Password" one-time code, so no password is ever mailed or kept).
 */
export async function queueWelcomeMails(db: Executor, uploader: Actor, people: NewPerson[]) {
  if (people.length === 0) return;
  const { organizationId } = uploader;
  const organization = await findOrganization(db, organizationId);
  const name = organization?.organizationName || 'HRMS';
  const language = await welcomeLanguage(db, uploader);
  await queueMails(
    db,
    organizationId,
    people.map((person) => welcomeToSetPassword(name, person, language)),
  );
}
