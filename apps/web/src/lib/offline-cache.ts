/** The service worker's cache of API answers the user has seen (vite.config.ts names it; logout empties it). */
export const OFFLINE_API_CACHE = 'hrms-api';

/**
 * API reads worth keeping for offline use: JSON, not files (downloads, exports, pictures, calendars). A
 * regular expression because it is copied into the generated service worker as it is.
 */
export const OFFLINE_READABLE = /\/hrmsapplication\/(?!.*(?:download|export|picture|\.ics|\.xlsx|\.pdf|feed))/i;

/** Forgets the last-seen data, so the next person on this device cannot read it offline. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE);
}
