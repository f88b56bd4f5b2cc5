CREATE TABLE "timesheet_week_totals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"project_code" text NOT NULL,
	"week_start" date NOT NULL,
	"hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_week_totals_hours_check" CHECK ("timesheet_week_totals"."hundredths" between 0 and 16800)
);
--> statement-breakpoint
ALTER TABLE "timesheet_week_totals" ADD CONSTRAINT "timesheet_week_totals_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_week_totals_employee_week_project_idx" ON "timesheet_week_totals" USING btree ("employee_id","week_start","project_code");--> statement-breakpoint
CREATE INDEX "timesheet_week_totals_org_project_week_idx" ON "timesheet_week_totals" USING btree ("organization_id","project_code","week_start");--> statement-breakpoint
CREATE INDEX "employees_org_id_prefix_idx" ON "employees" USING btree ("organization_id",lower("employee_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_org_firstname_prefix_idx" ON "employees" USING btree ("organization_id",lower("firstname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_org_lastname_prefix_idx" ON "employees" USING btree ("organization_id",lower("lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_org_email_prefix_idx" ON "employees" USING btree ("organization_id",lower("email") text_pattern_ops);