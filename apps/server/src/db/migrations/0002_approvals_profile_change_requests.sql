CREATE TABLE "profile_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"field_name" text NOT NULL,
	"old_value" text DEFAULT '' NOT NULL,
	"new_value" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"manager_decided_by" text,
	"manager_comments" text DEFAULT '' NOT NULL,
	"manager_decided_at" timestamp with time zone,
	"hr_decided_by" text,
	"hr_comments" text DEFAULT '' NOT NULL,
	"hr_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_change_requests_org_employee_idx" ON "profile_change_requests" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "profile_change_requests_org_status_idx" ON "profile_change_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "profile_change_requests_manager_idx" ON "profile_change_requests" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "profile_change_requests_hr_idx" ON "profile_change_requests" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_open_field_idx" ON "profile_change_requests" USING btree ("employee_id","field_name") WHERE "profile_change_requests"."status" in ('PENDING', 'MANAGER_APPROVED');