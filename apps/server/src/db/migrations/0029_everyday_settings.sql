-- BEYOND §B9: the employee list filtered by role, designation and who has left and sorted by name or joining date; the organisation's approval-comment and leave-counting choices.
ALTER TABLE "organizations" ADD COLUMN "approval_comment_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "leave_counts_working_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_org_role_idx" ON "accounts" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "employees_org_name_sort_idx" ON "employees" USING btree ("organization_id",lower("firstname"),lower("lastname"),"id_number","employee_id");--> statement-breakpoint
CREATE INDEX "employees_org_doj_sort_idx" ON "employees" USING btree ("organization_id","doj","id_number","employee_id");--> statement-breakpoint
CREATE INDEX "employments_org_designation_idx" ON "employments" USING btree ("organization_id","designation");--> statement-breakpoint
CREATE INDEX "employments_org_leaving_idx" ON "employments" USING btree ("organization_id","leaving_date") WHERE "employments"."leaving_date" is not null;