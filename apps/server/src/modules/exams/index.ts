import type { ServerModule } from '../../lib/module';
import { examsRoutes } from './exams.routes';
import { seedDemoExams } from './exams.seed';

/** What exams brings to the app (lib/module.ts). */
export const examsModule: ServerModule = { name: 'exams', routes: examsRoutes, demoSeeds: [{ run: seedDemoExams }] };
