-- A claimed single sign-on is kept (marked) until it is cleared with the expired ones, so a replayed
-- callback still names its organisation and its refusal is audited there.
ALTER TABLE "sso_logins" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint

-- The outbox mail carrying a password-reset code: while it still waits (a mail outage) a new request rewrites
-- it instead of queuing another, so only codes that go out count against the hourly quota.
ALTER TABLE "password_resets" ADD COLUMN "mail_id" integer;
