import type { Executor } from '../../db/client';
import { type MailMessage, queueMails } from '../mail';
import { findOrganization } from '../organization';

type NewPerson = { employeeId: string; firstname: string; email: string };

/** The welcome mail with the one-time password, for a person created by an admin in the app (who was shown it once). */
export function welcomeWithPassword(organizationName: string, person: NewPerson, temporaryPassword: string): MailMessage {
  return {
    to: person.email,
    subject: `Welcome to ${organizationName}`,
    text: `Hello ${person.firstname},\n\nYour employee ID is ${person.employeeId} and your one-time password is ${temporaryPassword}.\nPlease log in and change it using "Forgot Password".\n`,
  };
}

/**
 * The welcome mail without a password, for people created by an integration (API token) or an import: their id
 * and how to set a password (the "Forgot Password" one-time code), so no password leaves the product.
 */
export function welcomeToSetPassword(organizationName: string, person: NewPerson): MailMessage {
  return {
    to: person.email,
    subject: `Welcome to ${organizationName}`,
    text:
      `Hello ${person.firstname},\n\nYour employee ID is ${person.employeeId}.\n` +
      'To set your password, open the login page, choose "Forgot Password" and enter your employee ID; ' +
      'a one-time code will be mailed to you.\n',
  };
}

/**
 * Welcome mails for imported people, queued in the outbox inside their chunk's transaction: their id and
 * how to set a password (the "Forgot Password" one-time code, so no password is ever mailed or kept).
 */
export async function queueWelcomeMails(db: Executor, organizationId: string, people: NewPerson[]) {
  if (people.length === 0) return;
  const organization = await findOrganization(db, organizationId);
  const name = organization?.organizationName || 'HRMS';
  await queueMails(
    db,
    organizationId,
    people.map((person) => welcomeToSetPassword(name, person)),
  );
}
