export type MailAttachment = { filename: string; content: string | Buffer; contentType?: string };
/** An iCalendar part mail clients show as an invitation (nodemailer's icalEvent). */
export type MailCalendarEvent = { method: 'REQUEST' | 'CANCEL'; filename?: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (see composeMail). */
  html?: string;
  attachments?: MailAttachment[];
  icalEvent?: MailCalendarEvent;
};
/** An attachment as the outbox row keeps it. */
export type MailAttachmentRow = { filename: string; contentBase64: string; contentType?: string };

export type SmtpSettings = { user: string; pass: string; service: 'ZOHO' | 'GMAIL' };
/** Finds an organisation's own SMTP settings. */
export type SmtpSettingsLookup = (organizationId: string) => Promise<SmtpSettings | null>;
