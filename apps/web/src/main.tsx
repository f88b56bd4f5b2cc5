// The login page's styles only: Mantine's base and the components the login page and the loading and
// error screens use, in Mantine's documented order. Every other page loads the whole stylesheet
// (layout/FullStyles.tsx). A component added to the login page needs its file here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import './a11y.css';
import { DirectionProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentLanguage, directionOf, initI18n } from './i18n';
import { DirectionSync } from './i18n/DirectionSync';
import { LocalizedMantineProvider } from './i18n/LocalizedMantineProvider';
import { DeferredNotifications } from './layout/DeferredNotifications';
import { setSessionLostHandler } from './lib/api-client';
import { clearOfflineData } from './lib/offline-cache';
import { router } from './router';

setSessionLostHandler(() => {
  void import('./lib/query-client').then(({ queryClient }) => queryClient.clear());
  void clearOfflineData();
  void router.navigate('/', { replace: true });
});

// The language (the browser's saved choice or its own preference) is loaded before the first screen
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
        <LocalizedMantineProvider>
          <DirectionSync />
          <DeferredNotifications />
          {/* React Query's provider wraps each page and the header (layout/PageProviders), not the login page */}
          <RouterProvider router={router} />
        </LocalizedMantineProvider>
      </DirectionProvider>
    </StrictMode>,
  );
});

// after the first screen: the login page does not wait for the service worker's code
window.addEventListener('load', () => {
  void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
});
