import type { Executor } from '../db/client';
import { seedProfileChangeRequests } from '../modules/approvals';
import { seedDemoAssets } from '../modules/assets';
import { seedDemoAttendance, seedDemoTimeAttendance } from '../modules/attendance';
import { seedDemoCustomFields } from '../modules/customfields';
import { seedDemoDocuments } from '../modules/documents';
import { seedDemoExams } from '../modules/exams';
import { seedDemoExits } from '../modules/exits';
import { seedDemoExpenses } from '../modules/expenses';
import { seedDemoHolidays } from '../modules/holidays';
import { seedDemoLeave } from '../modules/leave';
import { seedDemoMail } from '../modules/mail';
import { seedDemoPayroll } from '../modules/payroll';
import { seedDemoPerformance } from '../modules/performance';
import {
  seedDemoAddresses,
  seedDemoEducation,
  seedDemoExperience,
  seedDemoFamily,
  seedDemoNationalIds,
  seedDemoTravel,
} from '../modules/profile';
import { seedDemoProjects } from '../modules/projects';
import { seedDemoInterviews, seedDemoJobPosts } from '../modules/recruitment';
import { seedDemoTimesheets } from '../modules/timesheets';

/** Later modules add demo data here (profiles, documents…); each runs inside the seeding transaction. */
export const DEMO_EXTENSIONS: ((tx: Executor, organizationId: string) => Promise<void>)[] = [
  seedProfileChangeRequests,
  seedDemoAddresses,
  seedDemoNationalIds,
  seedDemoDocuments,
  seedDemoEducation,
  seedDemoFamily,
  seedDemoExperience,
  seedDemoTravel,
  seedDemoProjects,
  seedDemoAttendance,
  seedDemoJobPosts,
  seedDemoHolidays,
  seedDemoTimesheets,
  seedDemoLeave,
  seedDemoInterviews,
  seedDemoPayroll,
  seedDemoExams,
  seedDemoPerformance,
  seedDemoMail,
  seedDemoAssets,
  seedDemoExpenses,
  seedDemoExits,
  seedDemoTimeAttendance,
  seedDemoCustomFields,
];
