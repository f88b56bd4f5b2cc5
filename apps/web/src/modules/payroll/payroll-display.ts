/** What the payroll screens show, computed without a DOM (tested in payroll-display.test.ts). */

import type { LineKind, PayRunStatus as RunStatus } from '@hrms/shared';

export type { RunStatus };

/** The order a payslip shows its lines in: what is paid, what is kept back, what is refunded, what the employer adds. */
export const PAYSLIP_ORDER = ['EARNING', 'DEDUCTION', 'REIMBURSEMENT', 'EMPLOYER'] as const satisfies readonly LineKind[];

export const RUN_STATUS_COLORS: Record<RunStatus, string> = {
  COMPUTING: 'blue',
  DRAFT: 'gray',
  LOCKED: 'orange',
  PUBLISHED: 'green',
  FAILED: 'red',
};

/** A run is polled while the server is still computing it. */
export const isRunBusy = (status: RunStatus | undefined) => status === 'COMPUTING';

/** Rupees (a JSON number) for display, in the Indian grouping: 1234567.5 → "₹12,34,567.50". Display only, never arithmetic. */
export function formatRupees(amount: number, language = 'en'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(`${language === 'hi' ? 'hi' : 'en'}-IN`, {
    style: 'currency',
    currency: 'INR',
    numberingSystem: 'latn',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A change with its sign: +₹1,200 / −₹300 / ₹0. */
export function formatChange(amount: number, language = 'en'): string {
  if (amount === 0) return formatRupees(0, language);
  return `${amount > 0 ? '+' : '−'}${formatRupees(Math.abs(amount), language)}`;
}

/** A payslip's lines by kind, in the order the payslip shows them. */
export function linesByKind<Line extends { kind: LineKind }>(lines: readonly Line[]) {
  return PAYSLIP_ORDER.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) })).filter(
    (group) => group.lines.length > 0,
  );
}

/**
 * A problem's field messages as `{field: message}`, whether the server sends them as B5's list
 * (`[{field, message}]`) or as the spec's object.
 */
export function fieldMessages(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) {
    const messages: Record<string, string> = {};
    for (const item of errors) {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string' && !(field in messages)) messages[field] = message;
    }
    return messages;
  }
  if (errors && typeof errors === 'object') {
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return {};
}

/** `components[2].formula` → `components.2.formula` (react-hook-form's path of the same field). */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** An account number with all but its last four digits hidden, as the other identity numbers. */
export function maskAccount(account: string | null | undefined): string {
  if (!account) return '';
  if (/[X*•]/.test(account)) return account;
  return account.length <= 4 ? account : `${'•'.repeat(account.length - 4)}${account.slice(-4)}`;
}

/** The month before a yyyy-MM month, for the run form's default (last month is the one usually paid). */
export function previousMonth(isoMonth: string): string {
  const year = Number(isoMonth.slice(0, 4));
  const month = Number(isoMonth.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Number of pages of `size` for `total` rows (at least one, so the pager reads "1 of 1"). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
