import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const keyFor = (secretKey: string, purpose: string) => createHash('sha256').update(`${purpose}:${secretKey}`).digest();

/** AES-256-GCM for secrets we must read back (SMTP pass keys). */
export function encryptSecret(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secretKey, 'settings'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(secretKey: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secretKey, 'settings'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** Keyed hash for short secrets (OTPs) so a database dump cannot be brute-forced offline. */
export function keyedHash(secretKey: string, value: string): string {
  return createHmac('sha256', keyFor(secretKey, 'otp')).update(value).digest('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
