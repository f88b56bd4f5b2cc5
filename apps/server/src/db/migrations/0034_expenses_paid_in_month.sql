ALTER TABLE "expense_claims" ADD COLUMN "paid_in_month" text;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "paid_at" timestamp with time zone;
