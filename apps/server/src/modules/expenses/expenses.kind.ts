import { formatDate, formatRupees, EXPENSE_MESSAGES as M } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import { defineApprovalKind } from '../approvals';
import { expenseClaims } from './expenses.tables';

/** Expense claims are decided through the one approval engine (manager, then HR where two-level). */
export const EXPENSE_KIND = defineApprovalKind({
  kind: 'expense',
  table: expenseClaims,
  entity: 'expenseClaim',
  noun: 'expense claim',
  links: {
    decide: () => '/expenses?view=queue',
    status: () => '/expenses',
  },
  describe: (claim, dateFormat) =>
    `${claim.category} ₹${formatRupees(claim.amount)} on ${formatDate(claim.expenseDate, dateFormat)}`,
  describeIn: (claim, dateFormat, language) =>
    say(language, 'mail.details.expense', {
      category: claim.category,
      amount: `₹${formatRupees(claim.amount)}`,
      date: formatDate(claim.expenseDate, dateFormat, language),
    }),
  messages: { notFound: M.notFound },
});
