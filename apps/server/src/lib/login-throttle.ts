import { LOGIN_LOCK_MINUTES, LOGIN_MESSAGES, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_ADDRESS_PER_HOUR } from '@hrms/shared';
import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

export type LoginThrottle = {
  /** Refuses (429) while this id and address pair, or this address, is locked. */
  check: (employeeId: string, address: string) => Promise<void>;
  /** Counts a failed attempt; refuses (429) when it is the one that locks. */
  fail: (employeeId: string, address: string) => Promise<void>;
  /** Forgets this pair's failures after a successful login. */
  succeed: (employeeId: string, address: string) => Promise<void>;
};

export type ThrottleLimits = { perPair: number; perAddressPerHour: number; lockSeconds: number };
const LOGIN_LIMITS: ThrottleLimits = {
  perPair: MAX_FAILED_LOGINS,
  perAddressPerHour: MAX_FAILED_LOGINS_PER_ADDRESS_PER_HOUR,
  lockSeconds: LOGIN_LOCK_MINUTES * 60,
};

/**
 * Login throttling by id and address together, so an attacker who locks an id from one address does not
 * lock its owner out everywhere, and by address alone, so one address cannot spray guesses over many ids.
 * Unknown ids are counted exactly as known ones, so the answers never tell which ids exist. With a Redis
 * connection every copy of the server shares the counts; if Redis fails, each copy counts in memory.
 */
export function createLoginThrottle(redis: Redis | null, limits: ThrottleLimits = LOGIN_LIMITS): LoginThrottle {
  const limiter = (keyPrefix: string, options: IRateLimiterOptions): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, ...options });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, insuranceLimiter: memory, ...options }) : memory;
  };
  // the failure that reaches a limit is refused and locks for lockSeconds
  const byPair = limiter('login-pair', {
    points: limits.perPair - 1,
    duration: limits.lockSeconds,
    blockDuration: limits.lockSeconds,
  });
  const byAddress = limiter('login-address', {
    points: limits.perAddressPerHour - 1,
    duration: 3_600,
    blockDuration: limits.lockSeconds,
  });
  const pairKey = (employeeId: string, address: string) => `${employeeId.trim().toLowerCase()}|${address}`;
  const isLocked = (state: RateLimiterRes | null, points: number) => state !== null && state.consumedPoints > points;

  return {
    async check(employeeId, address) {
      const [pair, source] = await Promise.all([byPair.get(pairKey(employeeId, address)), byAddress.get(address)]);
      if (isLocked(pair, byPair.points) || isLocked(source, byAddress.points)) throw tooManyRequests(LOGIN_MESSAGES.locked);
    },
    async fail(employeeId, address) {
      const outcomes = await Promise.allSettled([byPair.consume(pairKey(employeeId, address)), byAddress.consume(address)]);
      if (outcomes.some((o) => o.status === 'rejected' && o.reason instanceof RateLimiterRes)) {
        throw tooManyRequests(LOGIN_MESSAGES.locked);
      }
    },
    async succeed(employeeId, address) {
      await byPair.delete(pairKey(employeeId, address));
    },
  };
}
