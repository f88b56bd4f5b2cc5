import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PICTURE_URL_TTL_SECONDS } from '@hrms/shared';

export const FILE_ROUTE = '/hrmsapplication/documents/file';
export const DOWNLOAD_ROUTE = '/hrmsapplication/documents/download';
/** Expiry times are rounded up to this step, so a picture keeps one address (and stays cached) for a few minutes. */
const EXPIRY_STEP_SECONDS = 300;

export type UrlSigner = {
  /** A path that serves a picture without a token, valid for 5 to 10 minutes. */
  sign: (documentId: string, now?: Date) => string;
  /** True when the signature was issued by this server for this document and has not expired. */
  verify: (documentId: string, expires: string | undefined, signature: string | undefined, now?: Date) => boolean;
};

export function createUrlSigner(secretKey: string): UrlSigner {
  const key = createHash('sha256').update(`document-url:${secretKey}`).digest();
  const mac = (documentId: string, expires: number) =>
    createHmac('sha256', key).update(`${documentId}.${expires}`).digest('base64url');
  return {
    sign: (documentId, now = new Date()) => {
      const earliest = Math.floor(now.getTime() / 1000) + PICTURE_URL_TTL_SECONDS;
      const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `${FILE_ROUTE}/${encodeURIComponent(documentId)}?expires=${expires}&signature=${mac(documentId, expires)}`;
    },
    verify: (documentId, expires, signature, now = new Date()) => {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(documentId, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

const cache = new Map<string, UrlSigner>();
/** One signer per secret key (the key is fixed for a running server). */
export function urlSigner(secretKey: string): UrlSigner {
  let signer = cache.get(secretKey);
  if (!signer) {
    signer = createUrlSigner(secretKey);
    cache.set(secretKey, signer);
  }
  return signer;
}
