import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, SmtpSettings } from './mail.types';

const SERVICE_HOSTS = { ZOHO: 'smtp.zoho.com', GMAIL: 'smtp.gmail.com' } as const;
// a server that accepts the connection and never answers must not hold a worker for minutes
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type MailRoute = { settings: SmtpSettings | null; smtpUrl: string | undefined; dataDir: string };
export type Delivery = { via: 'smtp' | 'file'; file?: string };

/**
 * The one place that talks to nodemailer: organisation SMTP, else SMTP_URL, else a message file in
 * DATA_DIR/outbox (so an OTP is visible without a mail server). The Message-ID and file name come from
 * `identity` (the outbox row's), so a retry after a lost acknowledgement carries the same Message-ID (receivers drop
 * the duplicate) and overwrites the same file.
 */
export async function transmitMail(route: MailRoute, message: MailMessage, identity: string): Promise<Delivery> {
  const from = route.settings?.user ?? 'no-reply@hrms.local';
  const mail = { from, messageId: `<${identity}@hrms.local>`, ...message };
  if (route.settings) {
    const transport = nodemailer.createTransport({
      host: SERVICE_HOSTS[route.settings.service],
      port: 465,
      secure: true,
      auth: { user: route.settings.user, pass: route.settings.pass },
      ...TIMEOUTS,
    });
    await transport.sendMail(mail);
    return { via: 'smtp' };
  }
  if (route.smtpUrl) {
    await nodemailer.createTransport({ url: route.smtpUrl, ...TIMEOUTS }).sendMail(mail);
    return { via: 'smtp' };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  const outbox = join(route.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const file = join(outbox, `${identity}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
  writeFileSync(file, info.message as Buffer);
  return { via: 'file', file };
}

/** An SMTP answer in the 5xx range is a permanent refusal: retrying will not help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, safe description of a send failure (never the credentials). */
export function describeMailError(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string } | null;
  const text = e?.response ?? e?.message ?? String(error);
  return [e?.responseCode, e?.code, text].filter(Boolean).join(' ').slice(0, 500);
}
