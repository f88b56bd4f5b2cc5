import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // offline a retry would wait, paused, for the network: a screen this device never saw would spin, so it
      // fails at once and says it is offline (ui/ErrorState); it loads again when the device is back online
      retry: (count, error) => navigator.onLine && !(error instanceof ApiError && error.status < 500) && count < 2,
      // offline, reads still go out: the service worker answers with the last data seen on this device
      networkMode: 'offlineFirst',
    },
    // offline, a write fails at once with its error instead of waiting in a queue the user cannot see
    mutations: { networkMode: 'always' },
  },
});
