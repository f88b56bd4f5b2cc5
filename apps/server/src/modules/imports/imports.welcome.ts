import type { Executor } from '../../db/client';
import { type CreatedPerson, welcomeToSetPassword } from '../employees';
import { queueMails } from '../mail';
import { findOrganization } from '../organization';

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
    people.map((person) => welcomeToSetPassword(name, person)),
  );
}
