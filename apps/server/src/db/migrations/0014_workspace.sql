CREATE TABLE "celebration_opt_outs" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "celebration_opt_outs" ADD CONSTRAINT "celebration_opt_outs_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_org_name_prefix_idx" ON "employees" USING btree ("organization_id",lower(("firstname" || ' ' || "lastname")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_org_doj_idx" ON "employees" USING btree ("organization_id","doj");--> statement-breakpoint
CREATE INDEX "employees_org_birthday_idx" ON "employees" USING btree ("organization_id",((extract(month from "dob") * 100 + extract(day from "dob"))::int));--> statement-breakpoint
CREATE INDEX "employees_org_anniversary_idx" ON "employees" USING btree ("organization_id",((extract(month from "doj") * 100 + extract(day from "doj"))::int));--> statement-breakpoint
CREATE INDEX "leave_requests_approved_end_idx" ON "leave_requests" USING btree ("organization_id","end_date") WHERE "leave_requests"."status" = 'APPROVED';