import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { translatedDocumentTitle } from '../i18n/titles';
import { OfflineBanner } from './OfflineBanner';
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

/** The header bar shows on every page but the login page; the browser tab names the screen. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isLogin = pathname === '/';
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the language too
  useEffect(() => {
    document.title = translatedDocumentTitle(t, pathname);
  }, [pathname, t, i18n.language]);
  return (
    <Box mih="100vh" bg="var(--app-background)">
      {!isLogin && (
        <Suspense fallback={<Box h={HEADER_PLACEHOLDER_HEIGHT} bg="var(--mantine-color-body)" />}>
          <HeaderBar />
        </Suspense>
      )}
      <OfflineBanner />
      <Box component="main" p={isLogin ? 0 : { base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
