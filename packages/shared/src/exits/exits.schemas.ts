import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals';

/** BEYOND §B7: a resignation or termination, decided by the approval engine, ending with a checklist and settlement. */
export const EXIT_KINDS = ['RESIGNATION', 'TERMINATION'] as const;
export type ExitKind = (typeof EXIT_KINDS)[number];
/** Roles that may own an organisation's exit task (else the owner is an employee id). */
export const EXIT_TASK_ROLES = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER'] as const;
export const EXIT_NOTICE_DAYS_DEFAULT = 30;
export const EXIT_NOTICE_DAYS_MAX = 365;
export const EXIT_TASKS_MAX = 30;
export const EXIT_REASON_MAX = 1000;

export const EXIT_MESSAGES = {
  kindInvalid: 'kind must be RESIGNATION or TERMINATION.',
  employeeRequired: 'employeeId is required.',
  reasonRequired: 'Reason is required.',
  reasonTooLong: `At most ${EXIT_REASON_MAX} characters.`,
  badDay: 'Enter the last working day (yyyy-MM-dd), today or later.',
  resignOwnOnly: 'You can only resign yourself.',
  terminateDenied: 'Only an administrator or the person’s HR can file a termination.',
  alreadyOpen: 'This person already has an exit in progress.',
  notFound: 'Exit not found.',
  accessDenied: 'You can only see your own exit and those of your team.',
  letterNotReady: 'The relieving letter is ready once the exit is approved and every checklist task is done.',
  badNotice: `Notice days are a whole number from 0 to ${EXIT_NOTICE_DAYS_MAX}.`,
  taskRequired: 'Each task needs a description.',
  ownerRequired: 'Each task needs an owner (a role or an employee id).',
  ownerUnknown: 'The owner must be ROLE_ADMIN, ROLE_HR, ROLE_MANAGER or an employee of the organisation.',
  tooManyTasks: `At most ${EXIT_TASKS_MAX} tasks.`,
  taskNotFound: 'Checklist task not found.',
  notTaskOwner: 'Only the task’s owner or an administrator can tick it off.',
  doneRequired: 'done must be true.',
  filed: 'Exit sent for approval.',
  settingsSaved: 'Exit settings saved.',
  taskDone: 'Task done.',
  loadFailed: 'Could not load the exits.',
  none: 'No exits.',
  returnAsset: (tag: string, name: string) => `Return asset ${tag} (${name})`,
} as const;
const M = EXIT_MESSAGES;

const isoDay = z
  .string({ error: M.badDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.badDay)
  .refine((d) => !Number.isNaN(Date.parse(d)), M.badDay);

export const exitRequestSchema = z.object({
  employeeId: z.string({ error: M.employeeRequired }).trim().min(1, M.employeeRequired).max(50),
  kind: z.enum(EXIT_KINDS, { error: M.kindInvalid }),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(EXIT_REASON_MAX, M.reasonTooLong),
  lastWorkingDay: isoDay.optional().or(z.literal('').transform(() => undefined)),
});
export type ExitRequest = z.input<typeof exitRequestSchema>;

export const exitTaskSettingSchema = z.object({
  task: z.string({ error: M.taskRequired }).trim().min(1, M.taskRequired).max(200),
  owner: z.string({ error: M.ownerRequired }).trim().min(1, M.ownerRequired).max(50),
});

export const exitSettingsSchema = z.object({
  noticeDays: z.number({ error: M.badNotice }).int(M.badNotice).min(0, M.badNotice).max(EXIT_NOTICE_DAYS_MAX, M.badNotice),
  tasks: z.array(exitTaskSettingSchema).max(EXIT_TASKS_MAX, M.tooManyTasks).default([]),
});
export type ExitSettings = z.infer<typeof exitSettingsSchema>;

export const exitChecklistPatchSchema = z.object({
  done: z.literal(true, { error: M.doneRequired }),
  note: z.string().trim().max(500).default(''),
});

export const exitSettlementSchema = z.object({
  runId: z.string(),
  month: z.string(),
  paidDays: z.number(),
  encashment: z.number(),
  expenses: z.number(),
  net: z.number(),
});
export type ExitSettlement = z.infer<typeof exitSettlementSchema>;

export const exitTaskSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  owner: z.string(),
  dueDate: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  note: z.string(),
});
export type ExitTask = z.infer<typeof exitTaskSchema>;

export const exitSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  kind: z.enum(EXIT_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  reason: z.string(),
  lastWorkingDay: z.string(),
  comments: z.string(),
  awaitingMe: z.boolean(),
  checklist: z.array(exitTaskSchema),
  settlement: exitSettlementSchema.nullable(),
  /** The relieving letter (PDF) once the exit is complete: approved and every checklist task done; else null. */
  relievingLetterUrl: z.string().nullable(),
});
export type Exit = z.infer<typeof exitSchema>;

export const exitFiledSchema = z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES), lastWorkingDay: z.string() });

/** Today + notice days, as yyyy-MM-dd (calendar days, UTC date arithmetic on a plain date). */
export function proposedLastDay(today: string, noticeDays: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + noticeDays);
  return d.toISOString().slice(0, 10);
}
