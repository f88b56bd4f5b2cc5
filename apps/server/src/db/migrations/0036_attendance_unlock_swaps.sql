CREATE TABLE "attendance_locked_days" (
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"employee_id" text NOT NULL,
	"date" date NOT NULL,
	"shift" text NOT NULL,
	"first_in" text,
	"last_out" text,
	"worked_minutes" integer NOT NULL,
	"late_minutes" integer NOT NULL,
	"early_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "attendance_locked_days_employee_id_date_pk" PRIMARY KEY("employee_id","date")
);
--> statement-breakpoint
ALTER TABLE "attendance_locked_days" ADD CONSTRAINT "attendance_locked_days_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_locked_days" ADD CONSTRAINT "attendance_locked_days_organization_id_month_attendance_month_locks_organization_id_month_fk" FOREIGN KEY ("organization_id","month") REFERENCES "public"."attendance_month_locks"("organization_id","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_locked_days_org_month_idx" ON "attendance_locked_days" USING btree ("organization_id","month");--> statement-breakpoint
-- An unlock removes the lock's rows with the lock itself (the days were frozen by it).
ALTER TABLE "attendance_lock_rows" DROP CONSTRAINT "attendance_lock_rows_organization_id_month_attendance_month_locks_organization_id_month_fk";--> statement-breakpoint
ALTER TABLE "attendance_lock_rows" ADD CONSTRAINT "attendance_lock_rows_organization_id_month_attendance_month_locks_organization_id_month_fk" FOREIGN KEY ("organization_id","month") REFERENCES "public"."attendance_month_locks"("organization_id","month") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "attendance_shift_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"manager_decided_by" text,
	"manager_comments" text DEFAULT '' NOT NULL,
	"manager_decided_at" timestamp with time zone,
	"hr_decided_by" text,
	"hr_comments" text DEFAULT '' NOT NULL,
	"hr_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"with_employee_id" text NOT NULL,
	"date" date NOT NULL,
	"shift_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"with_shift_id" integer NOT NULL,
	"with_site_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_with_employee_id_employees_employee_id_fk" FOREIGN KEY ("with_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_site_id_attendance_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."attendance_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_with_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("with_shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shift_swaps" ADD CONSTRAINT "attendance_shift_swaps_with_site_id_attendance_sites_id_fk" FOREIGN KEY ("with_site_id") REFERENCES "public"."attendance_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_org_employee_idx" ON "attendance_shift_swaps" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_org_status_idx" ON "attendance_shift_swaps" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_open_idx" ON "attendance_shift_swaps" USING btree ("employee_id") WHERE "attendance_shift_swaps"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_queue_idx" ON "attendance_shift_swaps" USING btree ("organization_id","created_at","id") WHERE "attendance_shift_swaps"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_manager_idx" ON "attendance_shift_swaps" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_hr_idx" ON "attendance_shift_swaps" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "attendance_shift_swaps_with_idx" ON "attendance_shift_swaps" USING btree ("with_employee_id","date");--> statement-breakpoint
-- Open shift swaps are in the approvals report like every other kind (see 0019).
CREATE TRIGGER "attendance_shift_swaps_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "attendance_shift_swaps" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('shiftSwap');
