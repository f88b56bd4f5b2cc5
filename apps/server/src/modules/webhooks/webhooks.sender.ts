import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '@hrms/shared';
import { guardedLookup, isPublicAddress, PrivateAddressError } from './webhooks.address';

export type SendResult = { ok: boolean; statusCode: number | null; error: string | null };

/**
 * POSTs one body. 2xx is delivered; anything else, a redirect (never followed), a refused address or no
 * answer within the timeout is a failed try. The host is resolved again here, and a private answer refused.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendResult> {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal))
    return Promise.resolve({ ok: false, statusCode: null, error: new PrivateAddressError(literal, literal).message });
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'hrms-webhooks', ...headers },
        lookup: guardedLookup(options.allowPrivate),
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => {
          const ok = statusCode >= 200 && statusCode < 300;
          resolve({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` });
        });
        response.on('error', (error) => resolve({ ok: false, statusCode, error: error.message }));
      },
    );
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    // the whole exchange, not just an idle socket: a receiver that trickles its answer is cut off too
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) => resolve({ ok: false, statusCode: null, error: error.message.slice(0, 500) }));
    request.end(body);
  });
}
