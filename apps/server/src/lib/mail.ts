import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: string | Buffer; contentType?: string };
/** An iCalendar part mail clients show as an invitation (nodemailer's icalEvent). */
export type MailCalendarEvent = { method: 'REQUEST' | 'CANCEL'; filename?: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  icalEvent?: MailCalendarEvent;
};
export type SmtpSettings = { user: string; pass: string; service: 'ZOHO' | 'GMAIL' };
/** Finds an organisation's own SMTP settings; registered by the organization module. */
export type SmtpSettingsLookup = (organizationId: string) => Promise<SmtpSettings | null>;

export type Mailer = {
  send: (organizationId: string, message: MailMessage) => Promise<void>;
  useSettingsLookup: (lookup: SmtpSettingsLookup) => void;
};

const SERVICE_HOSTS = { ZOHO: 'smtp.zoho.com', GMAIL: 'smtp.gmail.com' } as const;

/** Organisation SMTP, else SMTP_URL, else a message file in DATA_DIR/outbox (so the OTP is visible without a mail server). */
export function createMailer(options: { smtpUrl?: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  let lookup: SmtpSettingsLookup = async () => null;
  const outbox = join(options.dataDir, 'outbox');

  return {
    useSettingsLookup: (next) => {
      lookup = next;
    },
    send: async (organizationId, message) => {
      const settings = await lookup(organizationId);
      const from = settings?.user ?? 'no-reply@hrms.local';
      if (settings) {
        const transport = nodemailer.createTransport({
          host: SERVICE_HOSTS[settings.service],
          port: 465,
          secure: true,
          auth: { user: settings.user, pass: settings.pass },
        });
        await transport.sendMail({ from, ...message });
        return;
      }
      if (options.smtpUrl) {
        await nodemailer.createTransport(options.smtpUrl).sendMail({ from, ...message });
        return;
      }
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    },
  };
}
