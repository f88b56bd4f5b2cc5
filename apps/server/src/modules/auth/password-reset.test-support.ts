import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { TestApp } from '../../test/helpers';

const mails = (t: TestApp) => {
  const outbox = join(t.config.dataDir, 'outbox');
  return existsSync(outbox)
    ? readdirSync(outbox)
        .sort()
        .map((file) => join(outbox, file))
    : [];
};

/** Asks for a reset code; forgot-password queues in the background, so waits for the new message. */
export async function requestOtp(t: TestApp, employeeId: string, remoteAddress = '127.0.0.1') {
  const before = mails(t).length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/forgot-password',
    payload: { employeeId },
    remoteAddress,
  });
  const otp = await vi.waitFor(
    async () => {
      await t.deliverMail();
      const file = mails(t).at(-1);
      if (mails(t).length <= before || !file) throw new Error('no new mail yet');
      return /one-time password is (\d{6})/.exec(readFileSync(file, 'utf8'))![1]!;
    },
    { timeout: 20_000, interval: 20 },
  );
  return { res, otp };
}

/** How many messages the outbox holds (to prove that nothing was sent). */
export const mailCount = (t: TestApp) => mails(t).length;
