CREATE TABLE "job_schedules" (
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	CONSTRAINT "job_schedules_organization_id_name_pk" PRIMARY KEY("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "job_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ical_event" jsonb,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_expiry_notices" (
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"expire_date" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"organization_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_expiry_notices_document_kind_document_id_expire_date_threshold_days_pk" PRIMARY KEY("document_kind","document_id","expire_date","threshold_days")
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_org_created_idx" ON "mail_outbox" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('QUEUED', 'SENDING');