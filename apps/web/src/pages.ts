import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * The page behind each route-table entry ("module/Page"). A route whose page is not listed yet shows
 * its title and a line saying the section is not yet available.
 */
export const PAGES: Record<string, Page> = {
  'auth/LoginPage': page(() => import('./modules/auth/pages/LoginPage'), 'LoginPage'),
  'auth/ForgotPasswordPage': page(() => import('./modules/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'auth/UnauthorizedPage': page(() => import('./modules/auth/pages/UnauthorizedPage'), 'UnauthorizedPage'),
  'auth/MaintenancePage': page(() => import('./modules/auth/pages/MaintenancePage'), 'MaintenancePage'),
  'dashboard/AdminDashboardPage': page(() => import('./modules/dashboard/pages/AdminDashboardPage'), 'AdminDashboardPage'),
  'dashboard/HomeDashboardPage': page(() => import('./modules/dashboard/pages/HomeDashboardPage'), 'HomeDashboardPage'),
  'dashboard/OnboardingDashboardPage': page(
    () => import('./modules/dashboard/pages/OnboardingDashboardPage'),
    'OnboardingDashboardPage',
  ),
};
