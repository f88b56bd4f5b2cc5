import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HeaderBar } from './HeaderBar';
import { PageLoader } from './PageLoader';

/** The header bar shows on every page but the login page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isLogin = pathname === '/';
  return (
    <Box mih="100vh" bg="gray.0">
      {!isLogin && <HeaderBar />}
      <Box component="main" p={isLogin ? 0 : { base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
