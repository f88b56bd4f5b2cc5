import type { Role } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { customFields, customFieldValues } from './customfields.tables';

const STAFF: Role[] = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];

/** The demo organisation's own fields, so the custom fields screen, profile, filters and report show them on first start. */
export const DEMO_CUSTOM_FIELDS = [
  {
    key: 'tshirt_size',
    label: 'T-shirt size',
    type: 'SELECT',
    options: ['XS', 'S', 'M', 'L', 'XL'],
    required: false,
    readRoles: STAFF,
    editRoles: ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_EMPLOYEE'],
  },
  {
    key: 'cost_centre_code',
    label: 'Cost centre',
    type: 'TEXT',
    options: [],
    required: false,
    readRoles: STAFF,
    editRoles: ['ROLE_ADMIN', 'ROLE_HR'],
  },
  {
    key: 'badge_issued',
    label: 'Badge issued on',
    type: 'DATE',
    options: [],
    required: false,
    readRoles: ['ROLE_ADMIN', 'ROLE_HR'],
    editRoles: ['ROLE_ADMIN', 'ROLE_HR'],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  type: 'SELECT' | 'TEXT' | 'DATE';
  options: readonly string[];
  required: boolean;
  readRoles: readonly Role[];
  editRoles: readonly Role[];
}[];

/** The `cf_<key>` columns the demo fields add to an admin's import template and export, in key order. */
export const DEMO_CUSTOM_FIELD_COLUMNS = DEMO_CUSTOM_FIELDS.map((f) => `cf_${f.key}`).sort();

const SIZES: Record<string, string> = {
  HRMS1: 'L',
  HRMS2: 'M',
  HRMS3: 'XL',
  HRMS6: 'S',
  HRMS7: 'L',
  HRMS9: 'M',
  HRMS10: 'M',
  HRMS11: 'S',
  HRMS12: 'L',
  HRMS17: 'XS',
  HRMS20: 'M',
  HRMS24: 'S',
};
const COST_CENTRES: Record<string, string> = {
  HRMS1: 'CC-100 Management',
  HRMS2: 'CC-300 People',
  HRMS3: 'CC-200 Engineering',
  HRMS6: 'CC-400 Finance',
  HRMS7: 'CC-500 Sales',
  HRMS10: 'CC-200 Engineering',
  HRMS11: 'CC-200 Engineering',
  HRMS12: 'CC-200 Engineering',
};
const BADGES: Record<string, string> = { HRMS1: '2023-04-03', HRMS2: '2023-04-03', HRMS3: '2024-01-15' };

/** Three fields (a choice, a text, a date) with values on some of the demo people; HRMS4 and most others have none yet. */
export async function seedDemoCustomFields(tx: Executor, organizationId: string) {
  await tx.insert(customFields).values(
    DEMO_CUSTOM_FIELDS.map((field) => ({
      organizationId,
      entity: 'employee' as const,
      ...field,
      options: [...field.options],
      readRoles: [...field.readRoles],
      editRoles: [...field.editRoles],
    })),
  );
  const values = (key: string, byPerson: Record<string, string>) =>
    Object.entries(byPerson).map(([recordId, value]) => ({ organizationId, entity: 'employee' as const, recordId, key, value }));
  await tx
    .insert(customFieldValues)
    .values([...values('tshirt_size', SIZES), ...values('cost_centre_code', COST_CENTRES), ...values('badge_issued', BADGES)]);
}
