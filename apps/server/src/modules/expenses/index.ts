/** Expense claims (an approval kind) and the pay-run seam that reimburses them. */
export {
  approvedUnpaidExpenses,
  clearExpensesPaidInRun,
  markExpensesPaid,
  settleExpensesPaidInRun,
  type UnpaidExpenses,
} from './expenses.payroll';
export { expensesRoutes } from './expenses.routes';
export { seedDemoExpenses } from './expenses.seed';
export { expenseCategories, expenseClaims } from './expenses.tables';
