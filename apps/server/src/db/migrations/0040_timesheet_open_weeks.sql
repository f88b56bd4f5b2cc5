-- Issue 33 point 10: the week each employee last opened in a time sheet grid; the original client's save without dates belongs to it.
CREATE TABLE "timesheet_open_weeks" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"week_start" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_open_weeks" ADD CONSTRAINT "timesheet_open_weeks_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;
