import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps';
import { authRoutes } from './auth';
import { employeesRoutes } from './employees';
import { organizationRoutes } from './organization';

type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** The one list of modules, in dependency order. */
export const MODULES: readonly { name: string; routes: ModuleRoutes }[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'organization', routes: organizationRoutes },
  { name: 'employees', routes: employeesRoutes },
];
