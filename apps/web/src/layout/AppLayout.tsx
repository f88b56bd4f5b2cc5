import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from './PageLoader';

/**
 * The header bar (with its menus and dialogs) is its own chunk, inside the providers every page but the
 * login page loads: the login page, where it is hidden, never downloads it.
 */
const HeaderBar = lazy(async () => {
  const [{ HeaderBar: Bar }, { default: PageProviders }] = await Promise.all([import('./HeaderBar'), import('./PageProviders')]);
  return {
    default: () => (
      <PageProviders>
        <Bar />
      </PageProviders>
    ),
  };
});

const HEADER_PLACEHOLDER_HEIGHT = 54;

/** The header bar shows on every page but the login page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isLogin = pathname === '/';
  return (
    <Box mih="100vh" bg="gray.0">
      {!isLogin && (
        <Suspense fallback={<Box h={HEADER_PLACEHOLDER_HEIGHT} bg="white" />}>
          <HeaderBar />
        </Suspense>
      )}
      <Box component="main" p={isLogin ? 0 : { base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
