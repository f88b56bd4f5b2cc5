import type { TestApp } from './helpers';

/**
 * POSTs a body as JSON text, the way a client could send any value — null, an array, a string, wrong types —
 * where the malformed-body tests check the answer is a 400 and never a 5xx.
 */
export const postJsonText = (t: TestApp, who: string, url: string, payload: unknown) =>
  t.call(who, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
