import { ADMINS, roleAllowed } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { CustomFieldRow } from './customfields.repository';

// admins (root included) define the fields, so they read and edit every one, as in import and export
export const definesFields = (actor: Actor) => roleAllowed(actor.role, ADMINS);
export const readsField = (actor: Actor, row: CustomFieldRow) =>
  definesFields(actor) || row.readRoles.includes(actor.role) || row.editRoles.includes(actor.role);
export const editsField = (actor: Actor, row: CustomFieldRow) => definesFields(actor) || row.editRoles.includes(actor.role);

/** What a field is, as every answer about it says: key, label, type, options and whether it is required. */
export const fieldRules = (row: CustomFieldRow) => ({
  key: row.key,
  label: row.label,
  type: row.type,
  options: row.options,
  required: row.required,
});
