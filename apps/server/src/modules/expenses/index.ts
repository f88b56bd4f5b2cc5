import type { ServerModule } from '../../lib/module';
import { expensesRoutes } from './expenses.routes';
import { seedDemoExpenses } from './expenses.seed';

/** Expense claims (an approval kind) and the pay-run seam that reimburses them. */
export {
  approvedUnpaidExpenses,
  clearExpensesPaidInRun,
  markExpensesPaid,
  settleExpensesPaidInRun,
  type UnpaidExpenses,
} from './expenses.payroll';
export { expenseCategories, expenseClaims } from './expenses.tables';

/** What expenses brings to the app (lib/module.ts). */
export const expensesModule: ServerModule = { name: 'expenses', routes: expensesRoutes, demoSeeds: [{ run: seedDemoExpenses }] };
