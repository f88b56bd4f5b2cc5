import {
  type ApprovalStatus,
  type ExpenseCategory,
  type ExpenseClaim,
  type ExpenseListQuery,
  type expenseCategoryBodySchema,
  expenseClaimFieldsSchema,
  formatRupees,
  isAdmin,
  EXPENSE_MESSAGES as M,
  paiseToRupees,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  type RequestDecision,
  rupeesToPaise,
} from '@hrms/shared';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { announceFiled, decideRequest, isMultiLevel, requireSomeApprover } from '../approvals';
import type { FormReader } from '../documents';
import { isReporteeOf, requireEmployeeAccess } from '../employees';
import './expenses.kind';
import * as repo from './expenses.repository';

const today = () => new Date().toISOString().slice(0, 10);

/** The first message of each invalid field, as the other 400 answers give them. */
function fieldErrors(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return badRequest(Object.values(errors)[0] ?? 'Invalid input.', errors);
}

const toCategory = (row: Awaited<ReturnType<typeof repo.listCategories>>[number]): ExpenseCategory => ({
  code: row.code,
  name: row.name,
  monthlyLimit: paiseToRupees(row.monthlyLimit),
  receiptRequired: row.receiptRequired,
});

/** GET expenses/categories: everyone of the organisation (the claim form offers them). */
export async function listCategories(deps: Deps, actor: Actor): Promise<ExpenseCategory[]> {
  return (await repo.listCategories(deps.db, actor.organizationId)).map(toCategory);
}

/** PUT expenses/categories/{code} (admin): creates or changes a category; the limit in rupees (0 = none). */
export async function saveCategory(
  deps: Deps,
  actor: Actor,
  code: string,
  body: z.infer<typeof expenseCategoryBodySchema>,
): Promise<ExpenseCategory> {
  const monthlyLimit = rupeesToPaise(body.monthlyLimit);
  if (monthlyLimit === null) throw fieldError('monthlyLimit', M.badLimit);
  const values = {
    organizationId: actor.organizationId,
    code,
    name: body.name,
    monthlyLimit,
    receiptRequired: body.receiptRequired,
  };
  await deps.db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, actor.organizationId, code);
    await repo.upsertCategory(tx, values);
    await recordAudit(tx, actor, {
      entity: 'expenseCategory',
      entityId: code,
      action: before ? 'update' : 'create',
      before: before ? { ...toCategory(before) } : null,
      after: { name: body.name, monthlyLimit: paiseToRupees(monthlyLimit), receiptRequired: body.receiptRequired },
    });
  });
  return { code, name: body.name, monthlyLimit: paiseToRupees(monthlyLimit), receiptRequired: body.receiptRequired };
}

/**
 * POST expenses (multipart: category, amount, date, description, receipt): the caller's own claim, sent to
 * their manager and HR. Over the category's monthly limit (PENDING and APPROVED claims of that category
 * dated in the same calendar month, this one included) → 400 naming the limit. Whole or nothing.
 */
export async function fileClaim(deps: Deps, actor: Actor, readForm: FormReader): Promise<{ id: number; status: ApprovalStatus }> {
  const form = await readForm(M.receiptTooLarge);
  const parsed = expenseClaimFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw fieldErrors(parsed.error);
  const fields = parsed.data;
  if (fields.date > today()) throw fieldError('date', M.badDate);
  const amount = rupeesToPaise(fields.amount) ?? 0n;
  const category = await repo.findCategory(deps.db, actor.organizationId, fields.category);
  if (!category) throw fieldError('category', M.unknownCategory);
  const receipt = form.files.find((f) => f.field === 'receipt' && f.bytes.length > 0);
  if (receipt && !(RECEIPT_MIME_TYPES as readonly string[]).includes(receipt.mimeType))
    throw fieldError('receipt', M.receiptType);
  if (receipt && receipt.bytes.length > RECEIPT_MAX_BYTES) throw fieldError('receipt', M.receiptTooLarge);
  if (!receipt && category.receiptRequired) throw fieldError('receipt', M.receiptRequired);
  await requireSomeApprover(deps.db, actor.employeeId);

  return deps.db.transaction(async (tx) => {
    await repo.lockClaimant(tx, actor.employeeId);
    if (category.monthlyLimit > 0n) {
      const already = await repo.claimedInMonth(tx, actor.employeeId, category.code, fields.date);
      if (already + amount > category.monthlyLimit) {
        throw fieldError('amount', M.overLimit(formatRupees(category.monthlyLimit), category.name));
      }
    }
    const row = await repo.insertClaim(tx, {
      organizationId: actor.organizationId,
      employeeId: actor.employeeId,
      category: category.code,
      amount,
      expenseDate: fields.date,
      description: fields.description,
      receipt: receipt?.bytes ?? null,
      receiptMimeType: receipt?.mimeType ?? null,
      receiptName: receipt?.originalName ?? null,
    });
    await announceFiled(tx, 'expense', row);
    await recordAudit(tx, actor, {
      entity: 'expenseClaim',
      entityId: String(row.id),
      action: 'create',
      after: { category: category.code, amount: paiseToRupees(amount), date: fields.date, receipt: Boolean(receipt) },
    });
    return { id: row.id, status: row.status };
  });
}

/**
 * GET expenses: with employeeId, that person's claims (themself, their manager or HR, an admin); without,
 * an admin sees the organisation's, a manager or HR their people's and their own, anyone else their own;
 * `awaiting=true`: only those waiting for the caller's decision.
 */
export async function listClaims(deps: Deps, actor: Actor, query: ExpenseListQuery): Promise<ExpenseClaim[]> {
  const multiLevel = await isMultiLevel(deps.db, actor.organizationId);
  const leader = actor.role === 'ROLE_MANAGER' || actor.role === 'ROLE_HR';
  let scope: repo.ClaimScope;
  if (query.awaiting === 'true') scope = { kind: 'awaiting', approverId: actor.employeeId };
  else if (query.employeeId) {
    const person = await requireEmployeeAccess(deps, actor, query.employeeId, 'view').catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 403) throw forbidden(M.ownOnly);
      throw error;
    });
    scope = { kind: 'person', employeeId: person.employeeId };
  } else if (isAdmin(actor.role)) scope = { kind: 'organization' };
  else if (leader) scope = { kind: 'team', leaderId: actor.employeeId };
  else scope = { kind: 'person', employeeId: actor.employeeId };
  const rows = await repo.listClaims(
    deps.db,
    actor.organizationId,
    scope,
    { employeeId: actor.employeeId, multiLevel },
    query.status,
  );
  return rows.map(({ hasReceipt, amount, paidAt, ...row }) => ({
    ...row,
    amount: paiseToRupees(amount),
    paidAt: paidAt?.toISOString() ?? null,
    awaitingMe: Boolean(row.awaitingMe),
    receiptUrl: hasReceipt ? `/hrmsapplication/expenses/${row.id}/receipt` : null,
  }));
}

/** GET expenses/{id}/receipt: the receipt as a download, for whoever may see the claim. */
export async function readReceipt(deps: Deps, actor: Actor, id: number) {
  const claim = await repo.findClaim(deps.db, actor.organizationId, id);
  if (!claim) throw notFound(M.notFound);
  const own = claim.employeeId.toLowerCase() === actor.employeeId.toLowerCase();
  if (!own && !isAdmin(actor.role) && !(await isReporteeOf(deps, actor, claim.employeeId))) throw forbidden(M.ownOnly);
  if (!claim.receipt || !claim.receiptMimeType) throw notFound(M.noReceipt);
  return { bytes: claim.receipt, mimeType: claim.receiptMimeType, fileName: claim.receiptName ?? `receipt-${id}` };
}

/** PATCH expenses/{id}/decision: the current decider approves or rejects (the engine's rules and messages). */
export async function decideClaim(deps: Deps, actor: Actor, id: number, body: RequestDecision) {
  const outcome = await decideRequest(
    deps,
    actor,
    'expense',
    { id, comments: body.comments },
    body.status === 'APPROVED' ? 'approve' : 'reject',
  );
  return { id, status: outcome.status, message: outcome.message };
}
