ALTER TABLE "audit_log" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "access_ends_on" date;--> statement-breakpoint
ALTER TABLE "employments" ADD COLUMN "leaving_date" date;--> statement-breakpoint
CREATE INDEX "audit_log_org_newest_idx" ON "audit_log" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_employee_newest_idx" ON "audit_log" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_newest_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "employments_org_department_idx" ON "employments" USING btree ("organization_id","department_id","designation","leaving_date");--> statement-breakpoint
CREATE INDEX "leave_requests_approved_idx" ON "leave_requests" USING btree ("organization_id","start_date","employee_id","leave_name","duration") WHERE "leave_requests"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "timesheet_weeks_approved_idx" ON "timesheet_weeks" USING btree ("organization_id","from_date","employee_id","to_date") WHERE "timesheet_weeks"."status" = 'APPROVED';