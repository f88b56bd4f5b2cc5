import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import { careersRoutes } from './careers.routes';
import { interviewsRoutes } from './interviews.routes';

/** Careers (job posts) and interviews. */
export async function recruitmentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await careersRoutes(app, deps);
  await interviewsRoutes(app, deps);
}

export { seedDemoJobPosts } from './careers.seed';
export { jobPosts } from './careers.tables';
export { seedDemoInterviews } from './interviews.seed';
