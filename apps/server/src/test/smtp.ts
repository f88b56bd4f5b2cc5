import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };
/** How the test server answers: take mail, refuse for now (421, try later), or refuse for good (550). */
export type SmtpMode = 'accept' | 'refuse-temporarily' | 'refuse-permanently';

export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  setMode: (mode: SmtpMode) => void;
  close: () => Promise<void>;
};

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server on a free local port (smtp-server), no TLS, no auth, that records what it took. */
export async function startTestSmtp(initial: SmtpMode = 'accept'): Promise<TestSmtp> {
  let mode = initial;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_session, callback) =>
      mode === 'refuse-temporarily' ? callback(smtpError(421, 'Service not available, try again later')) : callback(),
    onRcptTo: (_address, _session, callback) =>
      mode === 'refuse-permanently' ? callback(smtpError(550, 'No such mailbox here')) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
