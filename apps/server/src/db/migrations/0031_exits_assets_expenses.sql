CREATE TABLE "asset_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"tag" text NOT NULL,
	"employee_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"assigned_by" text NOT NULL,
	"returned_by" text
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"organization_id" text NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"employee_id" text,
	"since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_organization_id_tag_pk" PRIMARY KEY("organization_id","tag")
);
--> statement-breakpoint
CREATE TABLE "exit_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"notice_days" integer NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exit_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"exit_id" integer NOT NULL,
	"task" text NOT NULL,
	"owner" text NOT NULL,
	"asset_tag" text,
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exits" (
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
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"last_working_day" date NOT NULL,
	"filed_by" text NOT NULL,
	"settlement" jsonb,
	"access_stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"organization_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"receipt_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_organization_id_code_pk" PRIMARY KEY("organization_id","code")
);
--> statement-breakpoint
CREATE TABLE "expense_claims" (
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
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"expense_date" date NOT NULL,
	"description" text NOT NULL,
	"receipt" "bytea",
	"receipt_mime_type" text,
	"receipt_name" text,
	"paid_in_run" text
);
--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_settings" ADD CONSTRAINT "exit_settings_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_tasks" ADD CONSTRAINT "exit_tasks_exit_id_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."exits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exits" ADD CONSTRAINT "exits_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exits" ADD CONSTRAINT "exits_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_assignments_tag_idx" ON "asset_assignments" USING btree ("organization_id","tag","assigned_at");--> statement-breakpoint
CREATE INDEX "assets_holder_idx" ON "assets" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "exit_tasks_exit_idx" ON "exit_tasks" USING btree ("exit_id","id");--> statement-breakpoint
CREATE INDEX "exits_org_employee_idx" ON "exits" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "exits_org_status_idx" ON "exits" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "exits_open_idx" ON "exits" USING btree ("employee_id") WHERE "exits"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "exits_queue_idx" ON "exits" USING btree ("organization_id","created_at","id") WHERE "exits"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "exits_manager_idx" ON "exits" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "exits_hr_idx" ON "exits" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "exits_last_day_idx" ON "exits" USING btree ("organization_id","status","last_working_day");--> statement-breakpoint
CREATE INDEX "expense_claims_org_employee_idx" ON "expense_claims" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "expense_claims_org_status_idx" ON "expense_claims" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "expense_claims_open_idx" ON "expense_claims" USING btree ("employee_id") WHERE "expense_claims"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "expense_claims_queue_idx" ON "expense_claims" USING btree ("organization_id","created_at","id") WHERE "expense_claims"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "expense_claims_manager_idx" ON "expense_claims" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "expense_claims_hr_idx" ON "expense_claims" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "expense_claims_limit_idx" ON "expense_claims" USING btree ("employee_id","category","expense_date");--> statement-breakpoint
CREATE INDEX "expense_claims_unpaid_idx" ON "expense_claims" USING btree ("organization_id","employee_id") WHERE status = 'APPROVED' and paid_in_run is null;--> statement-breakpoint
CREATE INDEX "expense_claims_run_idx" ON "expense_claims" USING btree ("organization_id","paid_in_run");--> statement-breakpoint
-- Open expense claims and exits are in the approvals report like every other kind (see 0019).
CREATE TRIGGER "expense_claims_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "expense_claims" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('expense');
--> statement-breakpoint
CREATE TRIGGER "exits_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "exits" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('exit');
