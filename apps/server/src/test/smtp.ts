import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { deliverDueMails } from '../modules/mail';
import type { TestApp } from './helpers';

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

/** A received mail read back: its decoded subject and the decoded body of each part by content type (tests). */
export type ReadMail = { subject: string; parts: { type: string; body: string }[] };

const decodeQuotedPrintable = (text: string) => {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}$/i.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

/** Reads a raw mail as nodemailer writes it (headers, multipart/alternative parts in base64 or quoted-printable). */
export function readMail(raw: string): ReadMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const subject = decodeWords((/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '));
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((m) => m[1]!);
  const chunks =
    boundaries.length > 0
      ? raw.split(new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')))
      : [raw];
  const parts = chunks.flatMap((chunk) => {
    const split = /\r?\n\r?\n/.exec(chunk);
    if (!split) return [];
    const headers = chunk.slice(0, split.index);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase();
    if (!type || type.startsWith('multipart/')) return [];
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    const data = chunk.slice(split.index + split[0].length).replace(/\r?\n--\s*$/, '');
    const body =
      encoding === 'base64'
        ? Buffer.from(data.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(data)
          : data;
    return [{ type, body: body.replace(/\r\n/g, '\n') }];
  });
  return { subject, parts };
}

/** A mail the test SMTP server took in one round, read back, with its first recipient. */
export type DeliveredMail = ReadMail & { to: string };

/**
 * A test SMTP server for a file's tests (started before them, closed after them) and `deliver`: one round of the
 * mail worker of `t` through it, answering the mails it took in that round.
 */
export function useTestSmtp(t: TestApp): { deliver: () => Promise<DeliveredMail[]> } {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return {
    deliver: async () => {
      if (!smtp) throw new Error('the test SMTP server is not running');
      smtp.received.length = 0;
      await deliverDueMails({
        db: t.database.db,
        smtpUrl: smtp.url,
        dataDir: t.config.dataDir,
        lookupSmtp: async () => null,
        log: t.app.log,
      });
      return smtp.received.map((m) => ({ to: m.to[0]!, ...readMail(m.raw) }));
    },
  };
}
