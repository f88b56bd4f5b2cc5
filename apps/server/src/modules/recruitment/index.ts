import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import type { ServerModule } from '../../lib/module';
import { careersRoutes } from './careers.routes';
import { seedDemoJobPosts } from './careers.seed';
import { interviewsRoutes } from './interviews.routes';
import { seedDemoInterviews } from './interviews.seed';

/** Careers (job posts) and interviews. */
export async function recruitmentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await careersRoutes(app, deps);
  await interviewsRoutes(app, deps);
}

export { jobPosts } from './careers.tables';

/** What recruitment brings to the app (lib/module.ts). */
export const recruitmentModule: ServerModule = {
  name: 'recruitment',
  routes: recruitmentRoutes,
  demoSeeds: [{ run: seedDemoJobPosts }, { run: seedDemoInterviews }],
};
