CREATE TABLE "attendance_records" (
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
	"attendance_date" date NOT NULL,
	"in_time" text NOT NULL,
	"out_time" text NOT NULL,
	"working_minutes" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "attendance_records_minutes_check" CHECK ("attendance_records"."working_minutes" > 0 and "attendance_records"."working_minutes" < 1440),
	CONSTRAINT "attendance_records_times_check" CHECK ("attendance_records"."in_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "attendance_records"."out_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "password_reset_limits" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"failures_since" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"codes_since" timestamp with time zone DEFAULT now() NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"holiday_name" text NOT NULL,
	"date" date NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"leave_type" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer,
	"kind" text NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"leave_request_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
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
	"leave_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_half_day" boolean DEFAULT false NOT NULL,
	"duration" numeric(6, 1) NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"leave_type" text NOT NULL,
	"count" integer NOT NULL,
	"carry_forward" boolean DEFAULT false NOT NULL,
	"carry_forward_cap" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_bank_details" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"name_as_per_bank_account" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_earnings" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"overtime_pay_minor" bigint NOT NULL,
	"incentives_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_earnings_non_negative" CHECK (least("payroll_earnings"."bonus_minor", "payroll_earnings"."overtime_pay_minor", "payroll_earnings"."incentives_minor") >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_employee_info" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_salaries" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"pay_frequency" text NOT NULL,
	"basic_pay_minor" bigint NOT NULL,
	"net_pay_minor" bigint NOT NULL,
	"gross_pay_minor" bigint NOT NULL,
	"provident_fund_minor" bigint NOT NULL,
	"professional_tax_minor" bigint NOT NULL,
	"insurance_minor" bigint NOT NULL,
	"federal_tax_minor" bigint NOT NULL,
	"state_tax_minor" bigint NOT NULL,
	"local_tax_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_salaries_non_negative" CHECK (least("payroll_salaries"."basic_pay_minor", "payroll_salaries"."net_pay_minor", "payroll_salaries"."gross_pay_minor", "payroll_salaries"."provident_fund_minor", "payroll_salaries"."professional_tax_minor", "payroll_salaries"."insurance_minor", "payroll_salaries"."federal_tax_minor", "payroll_salaries"."state_tax_minor", "payroll_salaries"."local_tax_minor") >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"exam_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"layout" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"correct_count" integer,
	"total_questions" integer,
	"percentage" numeric(5, 2),
	"qualified" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_departments" (
	"exam_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"department_id" text NOT NULL,
	CONSTRAINT "exam_departments_exam_id_department_id_pk" PRIMARY KEY("exam_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "exam_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option" text NOT NULL,
	"correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"exam_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"duration" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"pass_percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"record_id" integer NOT NULL,
	"deliverable_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"measurement_criteria" text DEFAULT '' NOT NULL,
	"expected_completed_date" date,
	"status" text DEFAULT 'INPROGRESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"manager_id" text NOT NULL,
	"performance_id" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"employee_designation" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"shift_start_time" time NOT NULL,
	"shift_end_time" time NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_end_after_start" CHECK ("assignments"."end_date" > "assignments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_code" text NOT NULL,
	"project_name" text NOT NULL,
	"manager_id" text NOT NULL,
	"description" text NOT NULL,
	"billability" text NOT NULL,
	"billability_location" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"job_title" text NOT NULL,
	"job_location" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"publish_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"number_of_years" integer NOT NULL,
	"number_of_months" integer NOT NULL,
	"work_mode" text NOT NULL,
	"no_of_requirements" integer NOT NULL,
	"salary_from" bigint NOT NULL,
	"salary_to" bigint NOT NULL,
	"job_type" text NOT NULL,
	"skill_set" text NOT NULL,
	"age" integer NOT NULL,
	"job_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"project_code" text NOT NULL,
	"work_date" date NOT NULL,
	"hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_entries_hours_check" CHECK ("timesheet_entries"."hundredths" between 0 and 2400)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
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
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"total_hundredths" integer DEFAULT 0 NOT NULL,
	"swipe_hundredths" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email_id" text NOT NULL,
	"country_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"role_applied" text NOT NULL,
	"location" text NOT NULL,
	"interview_date" text NOT NULL,
	"interviewer_id" text NOT NULL,
	"interviewer_email" text NOT NULL,
	"mode_of_interview" text NOT NULL,
	"interview_status" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"invitation_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "employments_manager_idx";--> statement-breakpoint
DROP INDEX "employments_hr_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "id_number" bigint GENERATED ALWAYS AS (coalesce(nullif(left(regexp_replace(employee_id, '\D', '', 'g'), 18), ''), '0')::bigint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "employments" ADD COLUMN "id_number" bigint GENERATED ALWAYS AS (coalesce(nullif(left(regexp_replace(employee_id, '\D', '', 'g'), 18), ''), '0')::bigint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bank_details" ADD CONSTRAINT "payroll_bank_details_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_earnings" ADD CONSTRAINT "payroll_earnings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employee_info" ADD CONSTRAINT "payroll_employee_info_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_salaries" ADD CONSTRAINT "payroll_salaries_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_departments" ADD CONSTRAINT "exam_departments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_options" ADD CONSTRAINT "exam_options_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_record_id_performance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."performance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_manager_id_employees_employee_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_employees_employee_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_id_employees_employee_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_records_employee_date_idx" ON "attendance_records" USING btree ("employee_id","attendance_date");--> statement-breakpoint
CREATE INDEX "attendance_records_org_employee_idx" ON "attendance_records" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "attendance_records_org_status_idx" ON "attendance_records" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "attendance_records_manager_idx" ON "attendance_records" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "attendance_records_hr_idx" ON "attendance_records" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_live_day_idx" ON "attendance_records" USING btree ("employee_id","attendance_date") WHERE "attendance_records"."status" in ('PENDING', 'MANAGER_APPROVED', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_org_date_idx" ON "holidays" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "leave_ledger_employee_type_year_idx" ON "leave_ledger" USING btree ("employee_id","leave_type","year");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_accrual_idx" ON "leave_ledger" USING btree ("employee_id","leave_type","year","month") WHERE "leave_ledger"."kind" = 'ACCRUAL';--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_carry_idx" ON "leave_ledger" USING btree ("employee_id","leave_type","year") WHERE "leave_ledger"."kind" = 'CARRY_FORWARD';--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_request_idx" ON "leave_ledger" USING btree ("leave_request_id","kind") WHERE "leave_ledger"."leave_request_id" is not null;--> statement-breakpoint
CREATE INDEX "leave_requests_org_employee_idx" ON "leave_requests" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "leave_requests_org_status_idx" ON "leave_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "leave_requests_manager_idx" ON "leave_requests" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "leave_requests_hr_idx" ON "leave_requests" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_dates_idx" ON "leave_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_org_type_idx" ON "leave_types" USING btree ("organization_id","leave_type");--> statement-breakpoint
CREATE INDEX "notifications_employee_created_idx" ON "notifications" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_employee_unread_idx" ON "notifications" USING btree ("employee_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "payroll_bank_details_org_idx" ON "payroll_bank_details" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payroll_earnings_org_idx" ON "payroll_earnings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payroll_employee_info_org_idx" ON "payroll_employee_info" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payroll_salaries_org_idx" ON "payroll_salaries" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_employee_idx" ON "exam_attempts" USING btree ("exam_id","employee_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_employee_idx" ON "exam_attempts" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "exam_departments_org_dept_idx" ON "exam_departments" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_options_question_position_idx" ON "exam_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exams_org_dates_idx" ON "exams" USING btree ("organization_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "deliverables_record_idx" ON "deliverables" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_records_employee_perf_idx" ON "performance_records" USING btree ("employee_id","performance_id");--> statement-breakpoint
CREATE INDEX "performance_records_manager_idx" ON "performance_records" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "assignments_project_idx" ON "assignments" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "assignments_employee_dates_idx" ON "assignments" USING btree ("organization_id","employee_id","end_date","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_org_code_idx" ON "projects" USING btree ("organization_id",lower("project_code"));--> statement-breakpoint
CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "job_posts_org_publish_idx" ON "job_posts" USING btree ("organization_id","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_employee_project_day_idx" ON "timesheet_entries" USING btree ("employee_id","work_date","project_code");--> statement-breakpoint
CREATE INDEX "timesheet_entries_org_project_day_idx" ON "timesheet_entries" USING btree ("organization_id","project_code","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_org_employee_idx" ON "timesheet_weeks" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_org_status_idx" ON "timesheet_weeks" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_manager_idx" ON "timesheet_weeks" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_hr_idx" ON "timesheet_weeks" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_employee_week_idx" ON "timesheet_weeks" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_live_week_idx" ON "timesheet_weeks" USING btree ("employee_id","from_date") WHERE "timesheet_weeks"."status" in ('PENDING', 'MANAGER_APPROVED', 'APPROVED');--> statement-breakpoint
CREATE INDEX "interviews_org_date_idx" ON "interviews" USING btree ("organization_id","interview_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_interviewer_idx" ON "interviews" USING btree ("interviewer_id");--> statement-breakpoint
CREATE INDEX "accounts_lower_id_idx" ON "accounts" USING btree (lower("employee_id"));--> statement-breakpoint
CREATE INDEX "employees_lower_id_idx" ON "employees" USING btree (lower("employee_id"));--> statement-breakpoint
CREATE INDEX "employees_org_number_idx" ON "employees" USING btree ("organization_id","id_number","employee_id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (("employee_id" || ' ' || "firstname" || ' ' || "lastname" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employments_manager_idx" ON "employments" USING btree ("reporting_manager_id","organization_id","id_number","employee_id");--> statement-breakpoint
CREATE INDEX "employments_hr_idx" ON "employments" USING btree ("hr_id","organization_id","id_number","employee_id");