-- A mail in the recipient's language carries an HTML part (lang and dir, right to left for Arabic) beside its text.
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;
