import { z } from 'zod';

/** Deliverable statuses as the spec writes them (spec 3 §4, §9): INPROGRESS is the default. */
export const DELIVERABLE_STATUSES = ['INPROGRESS', 'Completed'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];
export const DELIVERABLE_STATUS_LABELS: Record<DeliverableStatus, string> = { INPROGRESS: 'In Progress', Completed: 'Completed' };

/** Spec 3 §2.10, §5, §8 texts, and the server's refusals. */
export const PERFORMANCE_MESSAGES = {
  selectPlaceholder: 'Select Performance from Dropdown >',
  noPerformances: 'No performances available',
  employeeRequired: 'Employee ID is required.',
  managerRequired: 'Manager ID is required.',
  performanceRequired: 'Performance ID is required.',
  titleRequired: 'Deliverable Title is required.',
  tooLong: (label: string, max: number) => `${label} cannot be longer than ${max} characters.`,
  deliverableUpdated: 'Deliverable successfully updated!',
  deliverableDeleted: 'Deliverable successfully deleted!',
  deliverableCreated: 'Deliverable successfully submitted!',
  performanceCreated: 'Performance data successfully submitted!',
  commentsUpdated: 'Comments updated successfully!',
  deliverableUpdateFailed: 'Failed to update deliverable',
  deliverableDeleteFailed: 'Failed to delete deliverable',
  deliverableCreateFailed: 'Failed to submit deliverable',
  performanceCreateFailed: 'Failed to submit performance data',
  commentsUpdateFailed: 'Failed to update comments',
  confirmDeleteDeliverable: 'Are you sure you want to delete this deliverable?',
  confirmDeletePerformance: 'Are you sure you want to delete this performance record?',
  performanceDeleted: 'Performance record deleted successfully!',
  notFound: 'Performance record not found.',
  deliverableNotFound: 'Deliverable not found.',
  duplicate: 'This performance ID already exists for the employee.',
  noAccess: 'Only the employee, their manager and HR can see this performance record.',
  notReportee: 'You can only record performance for your reportees.',
  managerOnly: "Only the record's manager can change the comments.",
  managerMustBeYouOrReporting: "Manager ID must be your own or the employee's reporting manager.",
  completedLocked: 'A Completed deliverable cannot be edited or deleted.',
  managerCannotEdit: "The record's manager cannot edit or delete its deliverables.",
  moveRefused: 'A deliverable cannot move to another employee or performance.',
  noDeliverables: 'No deliverables yet.',
  myReportees: 'My Reportees',
  expectedDateInvalid: 'Expected Completed Date must be a date.',
} as const;
const M = PERFORMANCE_MESSAGES;

/** The texts of the performance and deliverable forms, with their labels and lengths (for the 'too long' messages). */
export const PERFORMANCE_TEXT_FIELDS = {
  employeeId: { label: 'Employee ID', max: 50 },
  managerId: { label: 'Manager ID', max: 50 },
  performanceId: { label: 'Performance ID', max: 50 },
  comments: { label: 'Comments', max: 2000 },
  deliverableTitle: { label: 'Deliverable Title', max: 200 },
  description: { label: 'Description', max: 2000 },
  measurementCriteria: { label: 'Measurement Criteria', max: 1000 },
} as const;
const F = PERFORMANCE_TEXT_FIELDS;

const requiredText = (required: string, label: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, required).max(max, M.tooLong(label, max)));
const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, M.tooLong(label, max)));

/** The Add Performance dialog and POST employeePerformance/create / PATCH updateEmployeePerformance. */
export const performanceSchema = z.object({
  employeeId: requiredText(M.employeeRequired, F.employeeId.label, F.employeeId.max),
  managerId: optionalText(F.managerId.label, F.managerId.max),
  performanceId: requiredText(M.performanceRequired, F.performanceId.label, F.performanceId.max),
  comments: optionalText(F.comments.label, F.comments.max),
});
export type PerformanceInput = z.input<typeof performanceSchema>;
export type Performance = z.output<typeof performanceSchema>;

const isoDateOrEmpty = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), M.expectedDateInvalid);

/** The deliverable form and POST deliverable/createDeliverable / PATCH updateDeliverable (id "" on a first add). */
export const deliverableSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v > 0), M.deliverableNotFound),
  employeeId: requiredText(M.employeeRequired, F.employeeId.label, F.employeeId.max),
  performanceId: requiredText(M.performanceRequired, F.performanceId.label, F.performanceId.max),
  deliverableTitle: requiredText(M.titleRequired, F.deliverableTitle.label, F.deliverableTitle.max),
  description: optionalText(F.description.label, F.description.max),
  measurementCriteria: optionalText(F.measurementCriteria.label, F.measurementCriteria.max),
  expectedCompletedDate: isoDateOrEmpty,
  status: z
    .enum(DELIVERABLE_STATUSES)
    .nullish()
    .transform((v) => v ?? 'INPROGRESS'),
});
export type DeliverableInput = z.input<typeof deliverableSchema>;
export type Deliverable = z.output<typeof deliverableSchema>;

export const deliverableRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  performanceId: z.string(),
  deliverableTitle: z.string(),
  description: z.string(),
  measurementCriteria: z.string(),
  expectedCompletedDate: z.string(),
  status: z.enum(DELIVERABLE_STATUSES),
});
export type DeliverableRecord = z.infer<typeof deliverableRecordSchema>;

/** GET employeePerformance/getEmployeePerformance. */
export const performanceRecordSchema = z.object({
  employeeId: z.string(),
  managerId: z.string(),
  performanceId: z.string(),
  comments: z.string(),
  deliverables: z.array(deliverableRecordSchema),
});
export type PerformanceRecord = z.infer<typeof performanceRecordSchema>;

export const performanceQuerySchema = z.object({
  employeeId: z.string().trim().min(1, M.employeeRequired).max(50),
  performanceId: z.string().trim().min(1, M.performanceRequired).max(50),
});

/** Columns of the reportees' performance export (.xlsx). */
export const PERFORMANCE_EXPORT_COLUMNS = [
  'Employee ID',
  'Employee Name',
  'Designation',
  'Performance ID',
  'Manager ID',
  'Comments',
  'Deliverables',
  'Completed',
  'In Progress',
] as const;

/** The record's manager comments; everybody else who reaches the record handles its deliverables (spec 3 §6). */
export function performanceViewerRights(viewerId: string, record: { managerId: string } | null) {
  const isManager = record !== null && record.managerId.toLowerCase() === viewerId.toLowerCase();
  return { canComment: isManager, canEditDeliverables: !isManager };
}

/** A Completed deliverable cannot be edited or deleted (spec 3 §4). */
export const deliverableLocked = (d: { status: string }) => d.status === 'Completed';
