import { z } from 'zod';
import { formatMessage } from '../common';

export const IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_KINDS = ['employees', 'leaveBalances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The import messages with values, as templates (issue 27 point 4). */
export const IMPORT_TEMPLATES = {
  unknownColumn: 'Unknown column "{{name}}".',
  duplicateColumn: 'The column "{{name}}" appears twice.',
  missingColumn: 'The column "{{name}}" is missing.',
} as const;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a .csv or .xlsx file to import.',
  wrongType: 'Only .csv and .xlsx files can be imported.',
  tooLarge: 'The file is too large to import (at most 60 MB).',
  tooManyRows: 'The file has more than 200,000 rows; split it into smaller files.',
  unreadable: 'The file could not be read as a spreadsheet. Save it as .csv or .xlsx and try again.',
  empty: 'The file has no header row.',
  unknownColumn: (name: string) => formatMessage(IMPORT_TEMPLATES.unknownColumn, { name }),
  duplicateColumn: (name: string) => formatMessage(IMPORT_TEMPLATES.duplicateColumn, { name }),
  missingColumn: (name: string) => formatMessage(IMPORT_TEMPLATES.missingColumn, { name }),
  badColumnMap: 'The column mapping could not be read: map each heading of the file to a column, or leave it out.',
  notFound: 'No import with this id.',
  duplicateEmailInFile: 'This e-mail already appears on an earlier row of this file.',
  unknownRole: 'Choose one of the roles listed in the template.',
  rowNotSaved: 'This row could not be saved; import the file again.',
  interrupted:
    'The import was interrupted by restarts too many times. Rows already applied are kept; import the file again to finish.',
  stopped: 'The import stopped unexpectedly. Rows already applied are kept; import the file again to finish.',
  unknownLeaveType: "Choose one of the organisation's leave types.",
  year: 'The year must be between 2000 and 2100.',
  balance: 'The balance must be a number of days between 0 and 365, in steps of 0.5.',
  duplicateBalance: 'This person, leave type and year already appear on an earlier row of this file.',
} as const;

export const importRowErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** How many refused rows a dry run answers with their cells (for the preview); all are in the errors file. */
export const DRY_RUN_PREVIEW_ROWS = 200;

export const importDryRunSchema = z.object({
  totalRows: z.number(),
  validRows: z.number(),
  created: z.number(),
  updated: z.number(),
  errors: z.array(importRowErrorSchema),
  /** The first refused rows with their cells as uploaded, to show them with the offending cells marked. */
  refusedRows: z.array(z.object({ row: z.number(), cells: z.record(z.string(), z.string()) })),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importStartedSchema = z.object({ importId: z.string() });

export const importStatusSchema = z.object({
  importId: z.string(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number(),
  processedRows: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  errors: z.array(importRowErrorSchema),
  /** Ids of the people this import created (employee imports): the first thousand; the export lists everyone. */
  createdIds: z.array(z.string()),
  message: z.string(),
});
export type ImportStatusAnswer = z.infer<typeof importStatusSchema>;

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
  /** With dryRun=true: answer the refused rows as .xlsx instead of JSON (writes nothing either way). */
  format: z.enum(['json', 'xlsx']).optional(),
});
export const importIdParams = z.object({ importId: z.uuid() });
export const fileFormatQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
export const employeeExportQuerySchema = fileFormatQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  department: z.string().trim().max(100).optional(),
});

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** One row of the opening leave balance import (cells as text; the leave type is checked against the organisation's). */
export const leaveBalanceImportRowSchema = z.object({
  employeeId: z.string().trim().min(1, 'Employee ID is required.').max(50),
  leaveType: z.string().trim().min(1, 'Leave type is required').max(50),
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: IMPORT_MESSAGES.year })
      .int(IMPORT_MESSAGES.year)
      .min(2000, IMPORT_MESSAGES.year)
      .max(2100, IMPORT_MESSAGES.year),
  ),
  balance: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: IMPORT_MESSAGES.balance })
      .min(0, IMPORT_MESSAGES.balance)
      .max(365, IMPORT_MESSAGES.balance)
      .refine((v) => Number.isInteger(v * 2), IMPORT_MESSAGES.balance),
  ),
});
