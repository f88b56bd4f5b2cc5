import type { Executor } from '../../db/client';
import { expenseCategories, expenseClaims } from './expenses.tables';

const dayOffset = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Demo categories and a few claims: waiting for the manager, waiting for HR, approved (to be paid), rejected. */
export async function seedDemoExpenses(tx: Executor, organizationId: string) {
  await tx.insert(expenseCategories).values([
    { organizationId, code: 'TRAVEL', name: 'Travel', monthlyLimit: 1_500_000n, receiptRequired: true },
    { organizationId, code: 'MEALS', name: 'Meals', monthlyLimit: 300_000n, receiptRequired: false },
    { organizationId, code: 'INTERNET', name: 'Home internet', monthlyLimit: 100_000n, receiptRequired: true },
    { organizationId, code: 'TRAINING', name: 'Books and training', monthlyLimit: 0n, receiptRequired: false },
  ]);
  const claim = (employeeId: string, category: string, amount: bigint, daysAgo: number, description: string) => ({
    organizationId,
    employeeId,
    category,
    amount,
    expenseDate: dayOffset(daysAgo),
    description,
    createdAt: new Date(Date.now() - (daysAgo - 1) * 86_400_000),
  });
  await tx.insert(expenseClaims).values([
    claim('HRMS4', 'MEALS', 85_000n, 3, 'Team lunch with the client'),
    claim('HRMS11', 'TRAINING', 249_900n, 6, 'TypeScript course'),
    {
      ...claim('HRMS12', 'MEALS', 64_000n, 9, 'Dinner during the release'),
      status: 'APPROVED',
      hrDecidedBy: 'HRMS2',
      hrComments: 'Approved',
      hrDecidedAt: new Date(),
    },
    {
      ...claim('HRMS4', 'TRAINING', 120_000n, 20, 'Conference ticket'),
      status: 'APPROVED',
      hrDecidedBy: 'HRMS2',
      hrComments: 'Approved',
      hrDecidedAt: new Date(),
    },
    {
      ...claim('HRMS13', 'MEALS', 450_000n, 12, 'Offsite dinner'),
      status: 'REJECTED',
      managerDecidedBy: 'HRMS3',
      managerComments: 'Over the meals limit; split it by person',
      managerDecidedAt: new Date(),
    },
  ]);
}
