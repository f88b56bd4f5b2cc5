import { apiDownload } from './api-client';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Downloads a file the API serves (an .xlsx export…) with these filters (empty ones left out), under the server's file name. */
export function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return apiDownload(path, fallbackName, { options: { query: filters } });
}
