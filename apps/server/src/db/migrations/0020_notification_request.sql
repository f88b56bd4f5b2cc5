ALTER TABLE "notifications" ADD COLUMN "request_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "request_id" integer;