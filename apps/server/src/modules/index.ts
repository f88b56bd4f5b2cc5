import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps';
import { approvalsRoutes } from './approvals';
import { authRoutes } from './auth';
import { documentsRoutes } from './documents';
import { employeesRoutes } from './employees';
import { organizationRoutes } from './organization';
import { profileRoutes } from './profile';

type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** The one list of modules, in dependency order. */
export const MODULES: readonly { name: string; routes: ModuleRoutes }[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'organization', routes: organizationRoutes },
  { name: 'employees', routes: employeesRoutes },
  { name: 'profile', routes: profileRoutes },
  { name: 'approvals', routes: approvalsRoutes },
  { name: 'documents', routes: documentsRoutes },
];
