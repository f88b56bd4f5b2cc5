import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import { addressRoutes } from './address.routes';
import { currentEmploymentRoutes } from './current-employment.routes';
import { educationRoutes } from './education.routes';
import { experienceRoutes } from './experience.routes';
import { familyRoutes } from './family.routes';
import { nationalIdRoutes } from './national-id.routes';
import { profileDashboardRoutes } from './profile-dashboard.routes';
import { travelRoutes } from './travel.routes';

/** Employee profile area: each sub-entity registers its own routes. */
export async function profileRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await educationRoutes(app, deps);
  await familyRoutes(app, deps);
  await experienceRoutes(app, deps);
  await travelRoutes(app, deps);
  await currentEmploymentRoutes(app, deps);
  await addressRoutes(app, deps);
  await nationalIdRoutes(app, deps);
  await profileDashboardRoutes(app, deps);
}

// For other modules: reads without an access check (the profile dashboard) and the demo seeds (DEMO_EXTENSIONS).
export { seedDemoAddresses } from './address.seed';
export { locationOf } from './address.service';
export { createCurrentEmployment } from './current-employment.service';
export { noticeExpiringDocuments } from './document-expiry.job';
export { seedDemoEducation } from './education.seed';
export { educationOf } from './education.service';
export { seedDemoExperience } from './experience.seed';
export { experienceOf } from './experience.service';
export { seedDemoFamily } from './family.seed';
export { familyOf } from './family.service';
export { recordLeavingDate } from './leaving-date.service';
export { seedDemoNationalIds } from './national-id.seed';
export { nationalIdsOf } from './national-id.service';
export { seedDemoTravel } from './travel.seed';
export { travelOf } from './travel.service';
export { travelDetails } from './travel.tables';
