import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The path of an organisation's holiday feed; the key proves the link was handed out by this server. */
export const feedPath = (organizationId: string, key: string) =>
  `/hrmsapplication/holiday/feed/${encodeURIComponent(organizationId)}/holidays.ics?key=${key}`;

/** A stable key per organisation (HMAC of its id), so calendar apps can poll the feed without a session. */
export function feedKey(secretKey: string, organizationId: string): string {
  const key = createHash('sha256').update(`holiday-feed:${secretKey}`).digest();
  return createHmac('sha256', key).update(organizationId).digest('base64url');
}

export function feedKeyValid(secretKey: string, organizationId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(feedKey(secretKey, organizationId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
