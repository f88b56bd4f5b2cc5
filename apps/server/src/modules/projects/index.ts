import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import type { ServerModule } from '../../lib/module';
import { assignmentRoutes } from './assignments.routes';
import { projectRoutes } from './projects.routes';
import { seedDemoProjects } from './projects.seed';

/** Projects and their assignments. */
export async function projectsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await projectRoutes(app, deps);
  await assignmentRoutes(app, deps);
}

// For other modules: which projects an employee works on during a period (timesheets), and the demo seed.
export { listAssignmentsOverlapping } from './assignments.repository';
export { findProject } from './projects.repository';
export { assignments, projects } from './projects.tables';

/** What projects brings to the app (lib/module.ts). */
export const projectsModule: ServerModule = { name: 'projects', routes: projectsRoutes, demoSeeds: [{ run: seedDemoProjects }] };
