import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules)
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!'];

/** A one-time password with every character class, for new employees. */
export function generateTemporaryPassword(length = 12): string {
  const chars = ALPHABETS.map((a) => a[randomInt(a.length)]);
  const all = ALPHABETS.join('');
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
