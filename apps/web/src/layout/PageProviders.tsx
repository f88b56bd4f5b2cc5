import '@mantine/core/styles.css';
import { enScreens } from '@hrms/shared/i18n/en-screens';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { addEnglishScreens } from '../i18n';
import { queryClient } from '../lib/query-client';

addEnglishScreens(enScreens);

/**
 * What every page but the login page needs, loaded once on the way past it: Mantine's whole stylesheet
 * (the login page carries only the few component styles it uses, see main.tsx), React Query and the English
 * of the signed-in screens.
 * Pages, the header and the toasts wait for this module — and so for its stylesheet — before they show.
 */
export default function PageProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
