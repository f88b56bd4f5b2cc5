-- Issue 30: a shift swap waits for the named teammate's consent (PENDING_PARTNER) before the approval
-- chain; declining closes it (DECLINED). Swaps already filed stay where they are (with their deciders).
ALTER TABLE "attendance_shift_swaps" ALTER COLUMN "status" SET DEFAULT 'PENDING_PARTNER';--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD COLUMN "partner_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD COLUMN "partner_answered_at" timestamp with time zone;
