import { z } from 'zod';
import { ROLES, type Role } from '../roles';

/** The records that can carry an organisation's own fields (BEYOND §B8). */
export const CUSTOM_FIELD_ENTITIES = ['employee'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export const CUSTOM_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'SELECT'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A key is also the column `cf_<key>` of imports and exports and the `groupBy=cf_<key>` of the headcount report. */
export const CUSTOM_FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/;
export const CUSTOM_FIELD_TEXT_MAX = 500;

export const CUSTOM_FIELD_MESSAGES = {
  keyInvalid: 'A key is 1 to 40 lowercase letters, digits or underscores, starting with a letter.',
  entityInvalid: 'Custom fields exist only for employees.',
  labelRequired: 'Please enter a label.',
  optionsRequired: 'A choice field needs at least one option.',
  optionsOnlyForSelect: 'Only a choice field has options.',
  rolesRequired: 'Choose at least one role that may read the field.',
  unknownField: 'There is no such custom field.',
  required: 'This field is required.',
  notText: 'Enter text of at most 500 characters.',
  notNumber: 'Enter a number.',
  notDate: 'Enter a date as yyyy-MM-dd.',
  notOption: 'Choose one of the options.',
  notEditable: 'You may not change this field.',
  notFound: 'There is no such custom field.',
  deleted: 'The custom field and its values were deleted.',
  saved: 'The custom fields were saved.',
} as const;

/**
 * A value refused in a list filter, named by its field's label (issue 27 point 4): the label is the
 * organisation's own words, sent as a value; the sentence after it is the field's message.
 */
export const CUSTOM_FIELD_LABELLED_TEMPLATES = {
  required: '{{label}}: This field is required.',
  notText: '{{label}}: Enter text of at most 500 characters.',
  notNumber: '{{label}}: Enter a number.',
  notDate: '{{label}}: Enter a date as yyyy-MM-dd.',
  notOption: '{{label}}: Choose one of the options.',
} as const satisfies Partial<Record<keyof typeof CUSTOM_FIELD_MESSAGES, `{{label}}: ${string}`>>;
export type CustomFieldValueProblem = keyof typeof CUSTOM_FIELD_LABELLED_TEMPLATES;

const roleList = z.array(z.enum(ROLES)).transform((roles): Role[] => [...new Set(roles)]);

const customFieldKeySchema = z.string().trim().regex(CUSTOM_FIELD_KEY, CUSTOM_FIELD_MESSAGES.keyInvalid);

const definitionFields = z.object({
  label: z.string().trim().min(1, CUSTOM_FIELD_MESSAGES.labelRequired).max(100),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z
    .array(z.string().trim().min(1).max(100))
    .max(100)
    .default([])
    .transform((o) => [...new Set(o)]),
  required: z.boolean().default(false),
  readRoles: roleList.refine((roles) => roles.length > 0, CUSTOM_FIELD_MESSAGES.rolesRequired),
  editRoles: roleList.default([]),
});

const checkOptions = (value: { type: CustomFieldType; options: string[] }, ctx: z.RefinementCtx) => {
  if (value.type === 'SELECT' && value.options.length === 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: CUSTOM_FIELD_MESSAGES.optionsRequired });
  if (value.type !== 'SELECT' && value.options.length > 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: CUSTOM_FIELD_MESSAGES.optionsOnlyForSelect });
};

export const customFieldDefinitionSchema = definitionFields.superRefine(checkOptions);

/** The admin screen's form: the definition with its key (the key is the path of the PUT). */
export const customFieldFormSchema = definitionFields.extend({ key: customFieldKeySchema }).superRefine(checkOptions);
export type CustomFieldFormInput = z.input<typeof customFieldFormSchema>;

export type CustomFieldDefinitionInput = z.input<typeof customFieldDefinitionSchema>;

export const customFieldParamsSchema = z.object({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, { message: CUSTOM_FIELD_MESSAGES.entityInvalid }),
  key: customFieldKeySchema,
});

/** PUT admin/custom-fields/{entity}/{key} answers the whole definition. */
export const customFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  readRoles: z.array(z.enum(ROLES)),
  editRoles: z.array(z.enum(ROLES)),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** GET admin/custom-fields/{entity}: the fields the caller may read, and whether they may edit them. */
export const customFieldViewSchema = customFieldSchema
  .pick({ key: true, label: true, type: true, options: true, required: true })
  .extend({
    editable: z.boolean(),
    // only admins, who define the fields, are told who reads and edits each
    readRoles: z.array(z.enum(ROLES)).optional(),
    editRoles: z.array(z.enum(ROLES)).optional(),
  });
export type CustomFieldView = z.infer<typeof customFieldViewSchema>;

export type CustomFieldValue = string | number | null;
export const customFieldValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type CustomFieldValues = Record<string, CustomFieldValue>;

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * A value for a field as it is stored (a NUMBER as its decimal text, so it stays exact), or the message
 * naming what is wrong. null or '' clears the field, unless it is required.
 */
export function checkCustomFieldValue(
  field: Pick<CustomField, 'type' | 'options' | 'required'>,
  value: unknown,
): { ok: true; value: string | null } | { ok: false; message: string; problem: CustomFieldValueProblem } {
  const M = CUSTOM_FIELD_MESSAGES;
  if (value === null || value === undefined || value === '')
    return field.required ? { ok: false, message: M.required, problem: 'required' } : { ok: true, value: null };
  switch (field.type) {
    case 'TEXT':
      return typeof value === 'string' && value.trim().length <= CUSTOM_FIELD_TEXT_MAX
        ? { ok: true, value: value.trim() }
        : { ok: false, message: M.notText, problem: 'notText' };
    case 'NUMBER': {
      const text =
        typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
      return /^-?\d{1,9}(\.\d{1,6})?$/.test(text)
        ? { ok: true, value: text }
        : { ok: false, message: M.notNumber, problem: 'notNumber' };
    }
    case 'DATE':
      return typeof value === 'string' && isIsoDate(value)
        ? { ok: true, value }
        : { ok: false, message: M.notDate, problem: 'notDate' };
    case 'SELECT':
      return typeof value === 'string' && field.options.includes(value)
        ? { ok: true, value }
        : { ok: false, message: M.notOption, problem: 'notOption' };
  }
}
