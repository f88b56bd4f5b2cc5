import {
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldValues,
  type CustomFieldView,
  checkCustomFieldValue,
  type customFieldDefinitionSchema,
  CUSTOM_FIELD_MESSAGES as M,
} from '@hrms/shared';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError, forbidden, notFound, withCode } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import { emitEvent } from '../webhooks';
import { definesFields, editsField, fieldRules, readsField } from './customfields.access';
import * as repo from './customfields.repository';

type DefinitionInput = z.output<typeof customFieldDefinitionSchema>;

const toField = (row: repo.CustomFieldRow): CustomField => ({
  ...fieldRules(row),
  readRoles: row.readRoles,
  editRoles: row.editRoles,
});

/** A stored value as the API answers it: a number field as a number, the others as text. */
const shown = (row: repo.CustomFieldRow, value: string) => (row.type === 'NUMBER' ? Number(value) : value);

/** Defines or redefines a field of the organisation (admins, by the route's roles); audited. */
export async function saveCustomField(
  deps: Deps,
  actor: Actor,
  entity: CustomFieldEntity,
  key: string,
  input: DefinitionInput,
): Promise<CustomField> {
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.upsertField(tx, { organizationId: actor.organizationId, entity, key, ...input });
    await recordAudit(tx, actor, {
      entity: 'customField',
      entityId: `${entity}.${key}`,
      action: 'update',
      after: toField(saved),
    });
    return saved;
  });
  return toField(row);
}

/** The fields of `entity` the caller's role may read, and whether it may edit each. */
export async function listCustomFields(deps: Deps, actor: Actor, entity: CustomFieldEntity): Promise<CustomFieldView[]> {
  const rows = await repo.listFields(deps.db, actor.organizationId, entity);
  const admin = definesFields(actor);
  return rows
    .filter((row) => readsField(actor, row))
    .map((row) => ({
      ...fieldRules(row),
      editable: editsField(actor, row),
      ...(admin ? { readRoles: row.readRoles, editRoles: row.editRoles } : {}),
    }));
}

/** Deletes a field of the organisation with every value of it (admins, by the route's roles); audited. */
export async function deleteCustomField(deps: Deps, actor: Actor, entity: CustomFieldEntity, key: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findField(tx, actor.organizationId, entity, key);
    if (!before) throw notFound(withCode('customFields.notFound', M.notFound, {}));
    await repo.deleteField(tx, actor.organizationId, entity, key);
    await recordAudit(tx, actor, {
      entity: 'customField',
      entityId: `${entity}.${key}`,
      action: 'delete',
      before: toField(before),
    });
  });
}

/** The values of the fields the caller reads, on an employee the caller already sees (own, reportees, HR's people, admin: all). */
export async function readEmployeeCustomFields(deps: Deps, actor: Actor, employeeId: string): Promise<CustomFieldValues> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const [fields, values] = await Promise.all([
    repo.listFields(deps.db, actor.organizationId, 'employee'),
    repo.readValues(deps.db, actor.organizationId, 'employee', employee.employeeId),
  ]);
  const stored = new Map(values.map((v) => [v.key, v.value]));
  const answer: CustomFieldValues = {};
  for (const field of fields) {
    if (!readsField(actor, field)) continue;
    const value = stored.get(field.key);
    answer[field.key] = value === undefined ? null : shown(field, value);
  }
  return answer;
}

/**
 * Changes some fields of an employee the caller sees: each key must be a field (400 naming it), the caller's
 * role must be in its editRoles (403), the value of its type (400 naming the field). All or nothing; audited.
 */
export async function updateEmployeeCustomFields(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  input: Record<string, unknown>,
): Promise<CustomFieldValues> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const fields = new Map((await repo.listFields(deps.db, actor.organizationId, 'employee')).map((f) => [f.key, f]));
  const errors: Record<string, string> = {};
  const changes: { key: string; value: string | null }[] = [];
  const checkedProblems = new Map<string, string>();
  for (const [key, value] of Object.entries(input)) {
    const field = fields.get(key);
    if (!field) {
      errors[key] = M.unknownField;
      continue;
    }
    if (!editsField(actor, field)) throw forbidden(M.notEditable);
    const checked = checkCustomFieldValue(field, value);
    if (checked.ok) changes.push({ key, value: checked.value });
    else {
      errors[key] = checked.message;
      checkedProblems.set(key, checked.problem);
    }
  }
  const [first] = Object.entries(errors);
  if (first) {
    const [key, message] = first;
    const problem = message === M.unknownField ? 'unknownField' : checkedProblems.get(key);
    throw new AppError(400, message, errors, problem ? { code: `customFields.${problem}` } : undefined);
  }
  if (changes.length > 0) {
    await deps.db.transaction(async (tx) => {
      const stored = new Map(
        (await repo.readValues(tx, actor.organizationId, 'employee', employee.employeeId)).map((v) => [v.key, v.value]),
      );
      // the profile form sends every field it shows: only the values that differ are written, audited and announced
      const changed = changes.filter((c) => (stored.get(c.key) ?? null) !== c.value);
      if (changed.length === 0) return;
      await repo.writeValues(
        tx,
        { organizationId: actor.organizationId, entity: 'employee', recordId: employee.employeeId },
        changed,
      );
      await recordAudit(tx, actor, {
        entity: 'employeeCustomFields',
        entityId: employee.employeeId,
        action: 'update',
        before: Object.fromEntries(changed.map((c) => [c.key, stored.get(c.key) ?? null])),
        after: Object.fromEntries(changed.map((c) => [c.key, c.value])),
      });
      await emitEvent(tx, actor.organizationId, 'employee.updated', { employeeId: employee.employeeId, changed: 'customFields' });
    });
  }
  return readEmployeeCustomFields(deps, actor, employee.employeeId);
}
