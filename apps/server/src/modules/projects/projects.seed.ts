import { addDays, type Project, projectSchema, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { assignments, projects } from './projects.tables';

type DemoProject = Project & { team: [employee: number, role: string, from: number, to: number, shift?: 'late'][] };

/** Five projects; each team member's period in days from today (negative = past), so present and previous lists fill. */
const DEMO_PROJECTS: DemoProject[] = [
  {
    projectName: 'Atlas Portal',
    projectCode: 'ATLAS-01',
    managerId: 'HRMS3',
    managerName: '',
    description: 'Customer self-service portal for a retail chain: orders, returns and loyalty points in one place.',
    billability: 'Yes',
    billabilityLocation: 'Bengaluru',
    client: 'Globex Retail',
    team: [
      [4, 'Software Engineer', -75, 120],
      [11, 'Frontend Developer', -75, 120],
      [12, 'Backend Developer', -60, 150],
      [13, 'Software Engineer', -30, 90, 'late'],
      [28, 'Software Engineer', 14, 200],
    ],
  },
  {
    projectName: 'Orion Payments',
    projectCode: 'ORION-02',
    managerId: 'HRMS10',
    managerName: '',
    description: 'Payment gateway integration and reconciliation for a finance client; PCI compliant card flows.',
    billability: 'Yes',
    billabilityLocation: 'Pune',
    client: 'Initech Finance',
    team: [
      [4, 'Backend Developer', -400, -90],
      [14, 'Backend Developer', -300, 60],
      [15, 'Frontend Developer', -300, 60],
      [16, 'Software Engineer', -200, -20],
      [35, 'Trainee', -45, 45],
    ],
  },
  {
    projectName: 'Quality Hub',
    projectCode: 'QA-HUB',
    managerId: 'HRMS9',
    managerName: '',
    description: 'Shared test automation platform: regression suites, device lab bookings and release sign-off.',
    billability: 'No',
    billabilityLocation: 'Bengaluru',
    client: 'Internal',
    team: [
      [4, 'QA Support', -520, -430],
      [17, 'QA Engineer', -180, 180],
      [18, 'QA Engineer', -180, 180, 'late'],
      [19, 'QA Engineer', -365, -30],
      [32, 'Trainee', -20, 70],
    ],
  },
  {
    projectName: 'Nova CRM',
    projectCode: 'NOVA-CRM',
    managerId: 'HRMS7',
    managerName: '',
    description: 'Sales pipeline and customer relationship tool roll-out for a healthcare distributor.',
    billability: 'Yes',
    billabilityLocation: 'Mumbai',
    client: 'Umbrella Health',
    team: [
      [23, 'Sales Executive', -120, 120],
      [24, 'Sales Executive', -120, 120],
      [25, 'Sales Executive', -250, -100],
      [26, 'Account Lead', -90, 240],
      [34, 'Sales Executive', -10, 170],
    ],
  },
  {
    projectName: 'Ledger Suite',
    projectCode: 'LEDGER-5',
    managerId: 'HRMS6',
    managerName: '',
    description: 'Internal accounting suite: month-end close, expense claims and audit trails for the finance team.',
    billability: 'No',
    billabilityLocation: 'Chennai',
    client: 'Internal',
    team: [
      [20, 'Accountant', -200, 100],
      [21, 'Accountant', -200, 100],
      [22, 'Accountant', -400, -200],
      [29, 'Backend Developer', -60, 60],
      [30, 'Frontend Developer', 7, 180],
    ],
  },
];

/** Demo projects with present, past and upcoming assignments (the module's demoSeeds). */
export async function seedDemoProjects(tx: Executor, organizationId: string) {
  const today = todayIso();
  for (const { team, ...demo } of DEMO_PROJECTS) {
    const { managerName: _name, ...project } = projectSchema.parse(demo);
    const [row] = await tx
      .insert(projects)
      .values({ ...project, organizationId })
      .returning({ id: projects.id });
    await tx.insert(assignments).values(
      team.map(([n, role, from, to, shift]) => ({
        organizationId,
        projectId: row!.id,
        employeeId: `HRMS${n}`,
        employeeDesignation: role,
        startDate: addDays(today, from),
        endDate: addDays(today, to),
        shiftStartTime: shift === 'late' ? '13:00' : '09:00',
        shiftEndTime: shift === 'late' ? '22:00' : '18:00',
        comments: to < 0 ? 'Rolled off after delivery' : from > 0 ? 'Joins after current release' : '',
      })),
    );
  }
}
