import { ROUTES } from '@hrms/shared';
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { NotYetAvailablePage } from './layout/NotYetAvailablePage';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteGuard } from './layout/RouteGuard';
import { PAGES } from './pages';

const PageProviders = lazy(() => import('./layout/PageProviders'));

/** Every page but the login page waits for the whole stylesheet and React Query (layout/PageProviders). */
function styled(path: string, element: ReactNode) {
  return path === '/' ? element : <PageProviders>{element}</PageProviders>;
}

/** Every route of the shared route table, guarded by its roles, each page lazy-loaded. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...ROUTES.map((route) => {
        const Page = PAGES[`${route.module}/${route.page}`];
        return {
          path: route.path,
          element: <RouteGuard roles={route.roles}>{styled(route.path, Page ? <Page /> : <NotYetAvailablePage />)}</RouteGuard>,
        };
      }),
      { path: '*', element: styled('*', <NotYetAvailablePage notFound />) },
    ],
  },
]);
