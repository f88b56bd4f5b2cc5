import type { Executor } from '../../db/client';
import { queueMails } from '../mail';
import { findOrganization } from '../organization';
import type { CreatedPerson } from './employee-import.writer';

/**
 * Welcome mails for imported people, queued in the outbox inside their chunk's transaction: their id and
 * how to set a password (the "Forgot Password" one-time code, so no password is ever mailed or kept).
 */
export async function queueWelcomeMails(db: Executor, organizationId: string, people: CreatedPerson[]) {
  if (people.length === 0) return;
  const organization = await findOrganization(db, organizationId);
  const name = organization?.organizationName || 'HRMS';
  await queueMails(
    db,
    organizationId,
    people.map((person) => ({
      to: person.email,
      subject: `Welcome to ${name}`,
      text:
        `Hello ${person.firstname},\n\nYour employee ID is ${person.employeeId}.\n` +
        'To set your password, open the login page, choose "Forgot Password" and enter your employee ID; ' +
        'a one-time code will be mailed to you.\n',
    })),
  );
}
