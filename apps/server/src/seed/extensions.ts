import type { Executor } from '../db/client';
import { seedProfileChangeRequests } from '../modules/approvals';
import { seedDemoDocuments } from '../modules/documents';
import {
  seedDemoAddresses,
  seedDemoEducation,
  seedDemoExperience,
  seedDemoFamily,
  seedDemoNationalIds,
  seedDemoTravel,
} from '../modules/profile';

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
];
