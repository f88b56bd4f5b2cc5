import { ROUTES } from '@hrms/shared';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { NotYetAvailablePage } from './layout/NotYetAvailablePage';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteGuard } from './layout/RouteGuard';
import { PAGES } from './pages';

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
          element: <RouteGuard roles={route.roles}>{Page ? <Page /> : <NotYetAvailablePage />}</RouteGuard>,
        };
      }),
      { path: '*', element: <NotYetAvailablePage notFound /> },
    ],
  },
]);
