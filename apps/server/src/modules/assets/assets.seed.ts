import type { Executor } from '../../db/client';
import { assetAssignments, assets } from './assets.tables';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Demo register: laptops, phones and ID cards, most of them held, one back in store with its history. */
export async function seedDemoAssets(tx: Executor, organizationId: string) {
  const held: [string, string, string, string, string, number][] = [
    ['LAP-001', 'ThinkPad T14', 'Laptop', 'PF3ABC01', 'HRMS4', 400],
    ['LAP-002', 'MacBook Air 13', 'Laptop', 'C02XK1AAJG5J', 'HRMS11', 320],
    ['LAP-004', 'Dell Latitude 5440', 'Laptop', 'DL5440-7781', 'HRMS24', 510],
    ['PHN-001', 'Pixel 8', 'Phone', '35-209900-176148-1', 'HRMS24', 200],
    ['IDC-004', 'Access card', 'ID card', 'AC-0004', 'HRMS4', 700],
  ];
  const free: [string, string, string, string][] = [
    ['LAP-003', 'ThinkPad X1 Carbon', 'Laptop', 'PF4XYZ09'],
    ['MON-001', 'Dell 27" monitor', 'Monitor', 'CN-0P2719'],
  ];
  await tx.insert(assets).values([
    ...held.map(([tag, name, category, serialNumber, employeeId, days]) => ({
      organizationId,
      tag,
      name,
      category,
      serialNumber,
      employeeId,
      since: daysAgo(days),
    })),
    ...free.map(([tag, name, category, serialNumber]) => ({ organizationId, tag, name, category, serialNumber })),
  ]);
  await tx.insert(assetAssignments).values([
    ...held.map(([tag, , , , employeeId, days]) => ({
      organizationId,
      tag,
      employeeId,
      assignedAt: daysAgo(days),
      assignedBy: 'HRMS2',
    })),
    {
      organizationId,
      tag: 'LAP-003',
      employeeId: 'HRMS12',
      assignedAt: daysAgo(600),
      returnedAt: daysAgo(90),
      assignedBy: 'HRMS2',
      returnedBy: 'HRMS2',
    },
  ]);
}
