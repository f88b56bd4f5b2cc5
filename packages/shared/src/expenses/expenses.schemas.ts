import { z } from 'zod';
import { APPROVAL_STATUSES, approvalCommentsSchema } from '../approvals';
import { formatMessage } from '../common';

/** BEYOND §B7: expense claims with a receipt, limited per category and calendar month, paid through payroll. */
export const EXPENSE_DESCRIPTION_MAX = 500;
/** Receipts: images or PDF, as the other documents, at most 5 MB. */
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1_048_576;

/** The expense messages with values, as templates (issue 27 point 4). */
export const EXPENSE_TEMPLATES = {
  overLimit: 'This claim takes your {{category}} claims of that month over the monthly limit of ₹{{limit}}.',
} as const;

export const EXPENSE_MESSAGES = {
  badCode: 'A category code is 1 to 30 capital letters, digits or underscores.',
  nameRequired: 'Name is required.',
  badLimit: 'The monthly limit is an amount in rupees with at most two decimals.',
  receiptRequiredFlag: 'receiptRequired must be true or false.',
  categoryRequired: 'Choose a category.',
  unknownCategory: 'No such expense category.',
  badAmount: 'Enter an amount in rupees greater than zero, with at most two decimals.',
  badDate: 'Enter the date of the expense (yyyy-MM-dd), not in the future.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `At most ${EXPENSE_DESCRIPTION_MAX} characters.`,
  receiptRequired: 'This category needs a receipt (an image or a PDF).',
  receiptType: 'A receipt must be an image (JPEG, PNG, WebP) or a PDF.',
  receiptTooLarge: 'A receipt must be at most 5 MB.',
  overLimit: (limit: string, category: string) => formatMessage(EXPENSE_TEMPLATES.overLimit, { limit, category }),
  notFound: 'Expense claim not found.',
  ownOnly: 'You can only see your own claims and those of your team.',
  noReceipt: 'This claim has no receipt.',
  filed: 'Expense claim sent for approval.',
  saved: 'Category saved.',
  adminOnly: 'Only an administrator can change expense categories.',
  loadFailed: 'Could not load the expense claims.',
  none: 'No expense claims.',
  noCategories: 'No expense categories yet. An administrator sets them up.',
} as const;
const M = EXPENSE_MESSAGES;

/** Rupees typed or sent ("1250", "1250.5", 1250.75) → integer paise, exactly; null when not such an amount. */
export function rupeesToPaise(value: string | number): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Integer paise → rupees as a JSON number (exact for the amounts we keep: ≤ 10 digits and 2 decimals). */
export const paiseToRupees = (paise: bigint): number => Number(paise) / 100;

/** Integer paise → "12,345.50" for messages (exact, string based). */
export function formatRupees(paise: bigint): string {
  const whole = (paise / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = paise % 100n;
  return fraction === 0n ? whole : `${whole}.${fraction.toString().padStart(2, '0')}`;
}

export const expenseCategoryCodeSchema = z
  .string({ error: M.badCode })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,30}$/, M.badCode)
  .transform((s) => s.toUpperCase());

/** PUT expenses/categories/{code} (admin): the limit in rupees (0 = no limit). */
export const expenseCategoryBodySchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  monthlyLimit: z.union([z.number(), z.string()], { error: M.badLimit }).refine((v) => rupeesToPaise(v) !== null, M.badLimit),
  receiptRequired: z.boolean({ error: M.receiptRequiredFlag }),
});
export type ExpenseCategoryBody = z.input<typeof expenseCategoryBodySchema>;

export const expenseCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  monthlyLimit: z.number(),
  receiptRequired: z.boolean(),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The text fields of POST expenses (multipart), validated after the form is read. */
export const expenseClaimFieldsSchema = z.object({
  category: expenseCategoryCodeSchema,
  amount: z.string({ error: M.badAmount }).refine((v) => (rupeesToPaise(v) ?? 0n) > 0n, M.badAmount),
  date: z
    .string({ error: M.badDate })
    .regex(isoDay, M.badDate)
    .refine((d) => !Number.isNaN(Date.parse(d)), M.badDate),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(EXPENSE_DESCRIPTION_MAX, M.descriptionTooLong),
});
export type ExpenseClaimFields = z.input<typeof expenseClaimFieldsSchema>;

export const expenseClaimSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  category: z.string(),
  amount: z.number(),
  date: z.string(),
  description: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  comments: z.string(),
  /** The pay run that reimburses the claim (set when it is computed; cleared if that draft is replaced). */
  paidInRun: z.string().nullable(),
  /** That run's month ('yyyy-MM'). */
  paidInMonth: z.string().nullable(),
  /** When that run was published: the claim is paid; null while the run is a draft. */
  paidAt: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** Whether the caller decides this claim now. */
  awaitingMe: z.boolean(),
});
export type ExpenseClaim = z.infer<typeof expenseClaimSchema>;

export const expenseListQuerySchema = z.object({
  employeeId: z.string().trim().max(50).optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  /** Only the claims waiting for the caller's decision. */
  awaiting: z.enum(['true', 'false']).optional(),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

/** PATCH expenses/{id}/decision and exits/{id}/decision. */
export const requestDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED'], { error: 'status must be APPROVED or REJECTED.' }),
  comments: approvalCommentsSchema,
});
export type RequestDecision = z.infer<typeof requestDecisionSchema>;

export const requestFiledSchema = z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES) });
export const requestDecidedSchema = z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES), message: z.string() });
