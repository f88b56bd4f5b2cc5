import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import type { ServerModule } from '../../lib/module';
import { currentEmploymentHook } from '../employees';
import { addressRoutes } from './address.routes';
import { seedDemoAddresses } from './address.seed';
import { currentEmploymentRoutes } from './current-employment.routes';
import { createCurrentEmployment } from './current-employment.service';
import { educationRoutes } from './education.routes';
import { seedDemoEducation } from './education.seed';
import { experienceRoutes } from './experience.routes';
import { seedDemoExperience } from './experience.seed';
import { familyRoutes } from './family.routes';
import { seedDemoFamily } from './family.seed';
import { nationalIdRoutes } from './national-id.routes';
import { seedDemoNationalIds } from './national-id.seed';
import { seedScaleProfiles } from './profile.scale';
import { profileDashboardRoutes } from './profile-dashboard.routes';
import { travelRoutes } from './travel.routes';
import { seedDemoTravel } from './travel.seed';

currentEmploymentHook.provide(createCurrentEmployment);

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

// For other modules: reads without an access check (the profile dashboard) and the demo seeds (the module's demoSeeds).
export { locationOf } from './address.service';
export { createCurrentEmployment } from './current-employment.service';
export { noticeExpiringDocuments } from './document-expiry.job';
export { educationOf } from './education.service';
export { experienceOf } from './experience.service';
export { familyOf } from './family.service';
export { recordLeavingDate } from './leaving-date.service';
export { nationalIdsOf } from './national-id.service';
export { travelOf } from './travel.service';
export { travelDetails } from './travel.tables';

/** What profile brings to the app (lib/module.ts). */
export const profileModule: ServerModule = {
  name: 'profile',
  routes: profileRoutes,
  // the sections follow the people as approvals' demo requests left them (a marriage brings a spouse)
  demoSeeds: [
    { run: seedDemoAddresses, after: ['approvals'] },
    { run: seedDemoNationalIds, after: ['approvals'] },
    { run: seedDemoEducation, after: ['approvals'] },
    { run: seedDemoFamily, after: ['approvals'] },
    { run: seedDemoExperience, after: ['approvals'] },
    { run: seedDemoTravel, after: ['approvals'] },
  ],
  scaleSteps: [{ name: 'profile sections', run: seedScaleProfiles }],
};
