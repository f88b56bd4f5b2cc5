DROP INDEX "employees_org_birthday_idx";--> statement-breakpoint
DROP INDEX "employees_org_anniversary_idx";--> statement-breakpoint
CREATE INDEX "accounts_onboarding_idx" ON "accounts" USING btree ("organization_id") WHERE "accounts"."role" = 'ROLE_ONBOARDING';--> statement-breakpoint
CREATE INDEX "employees_org_birthday_idx" ON "employees" USING btree ("organization_id",((extract(month from "dob") * 100 + extract(day from "dob"))::int),"employee_id");--> statement-breakpoint
CREATE INDEX "employees_org_anniversary_idx" ON "employees" USING btree ("organization_id",((extract(month from "doj") * 100 + extract(day from "doj"))::int),"employee_id");