import {
  countryOfTimeZone,
  type DateFormat,
  type DateSettingsView,
  defaultDateFormatFor,
  isAdmin,
  isDateFormat,
  ORGANIZATION_MESSAGES,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './organization.repository';
import { organizationTimeZone } from './time-zone';

async function readDateSettings(deps: Deps, organizationId: string): Promise<DateSettingsView> {
  const [row, timeZone] = await Promise.all([
    repo.findOrganization(deps.db, organizationId),
    organizationTimeZone(deps, organizationId),
  ]);
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
  const country = countryOfTimeZone(timeZone);
  const defaultDateFormat = defaultDateFormatFor(country);
  const chosenDateFormat = isDateFormat(row.dateFormat) ? row.dateFormat : null;
  return { dateFormat: chosenDateFormat ?? defaultDateFormat, chosenDateFormat, defaultDateFormat, timeZone, country };
}

/** GET organization/dateSettings: how every screen of the caller's organisation shows dates and times. */
export function getDateSettings(deps: Deps, actor: Actor): Promise<DateSettingsView> {
  return readDateSettings(deps, actor.organizationId);
}

/** PATCH organization/dateFormat: the admin chooses the organisation's date format (null: the country's default). */
export async function setDateFormat(deps: Deps, actor: Actor, dateFormat: DateFormat | null): Promise<DateSettingsView> {
  if (!isAdmin(actor.role)) throw forbidden();
  const before = await readDateSettings(deps, actor.organizationId);
  await deps.db.transaction(async (tx) => {
    await repo.updateOrganization(tx, actor.organizationId, { dateFormat });
    await recordAudit(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      action: 'update',
      before: { dateFormat: before.chosenDateFormat },
      after: { dateFormat },
    });
  });
  return readDateSettings(deps, actor.organizationId);
}
