CREATE TABLE "report_approved_hours" (
	"week_id" integer NOT NULL,
	"project_code" text NOT NULL,
	"organization_id" text NOT NULL,
	"week_start" date NOT NULL,
	"department_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"d0" integer DEFAULT 0 NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_approved_hours_week_id_project_code_pk" PRIMARY KEY("week_id","project_code")
);
--> statement-breakpoint
CREATE TABLE "report_leave_taken" (
	"leave_request_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"start_month" date NOT NULL,
	"leave_name" text NOT NULL,
	"department_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"days" numeric(6, 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_open_approvals" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"status" text NOT NULL,
	"decider" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "report_open_approvals_kind_request_id_pk" PRIMARY KEY("kind","request_id")
);
--> statement-breakpoint
CREATE TABLE "report_project_hours" (
	"organization_id" text NOT NULL,
	"project_code" text NOT NULL,
	"department_id" text NOT NULL,
	"week_start" date NOT NULL,
	"d0" integer DEFAULT 0 NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_project_hours_organization_id_week_start_project_code_department_id_pk" PRIMARY KEY("organization_id","week_start","project_code","department_id")
);
--> statement-breakpoint
CREATE INDEX "report_approved_hours_org_week_idx" ON "report_approved_hours" USING btree ("organization_id","week_start");--> statement-breakpoint
CREATE INDEX "report_approved_hours_employee_idx" ON "report_approved_hours" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "report_leave_taken_org_month_idx" ON "report_leave_taken" USING btree ("organization_id","start_month","leave_name","department_id","employee_id","days");--> statement-breakpoint
CREATE INDEX "report_open_approvals_org_decider_idx" ON "report_open_approvals" USING btree ("organization_id","decider","kind","since");--> statement-breakpoint
CREATE INDEX "report_open_approvals_employee_idx" ON "report_open_approvals" USING btree ("employee_id");