CREATE TABLE "payroll_payslips" (
	"run_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"name" text NOT NULL,
	"revision_id" bigint NOT NULL,
	"structure_code" text NOT NULL,
	"structure_version" integer NOT NULL,
	"rule_pack" text NOT NULL,
	"annual_ctc_minor" bigint NOT NULL,
	"days_in_month" integer NOT NULL,
	"paid_days" numeric(5, 1) NOT NULL,
	"lop_days" numeric(5, 1) NOT NULL,
	"lines" jsonb NOT NULL,
	"gross_minor" bigint NOT NULL,
	"deductions_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"employer_cost_minor" bigint NOT NULL,
	"structure_earnings_minor" bigint NOT NULL,
	"taxable_gross_minor" bigint NOT NULL,
	"basic_minor" bigint NOT NULL,
	"hra_minor" bigint NOT NULL,
	"tds_minor" bigint NOT NULL,
	"pf_wage_minor" bigint NOT NULL,
	"eps_wage_minor" bigint NOT NULL,
	"esi_wage_minor" bigint NOT NULL,
	"esi_covered" boolean NOT NULL,
	"arrears" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"bank_account" text,
	"ifsc" text,
	"uan" text,
	"pt_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_payslips_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_pt_slabs" (
	"organization_id" text NOT NULL,
	"state" text NOT NULL,
	"slabs" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_pt_slabs_organization_id_state_pk" PRIMARY KEY("organization_id","state")
);
--> statement-breakpoint
CREATE TABLE "payroll_run_inputs" (
	"run_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"lop_days" numeric(5, 1) NOT NULL,
	"additions" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_inputs_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"deductions_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"employer_cost_minor" bigint DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unlock_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payroll_salary_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"structure_code" text NOT NULL,
	"annual_ctc_minor" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"tax_regime" text NOT NULL,
	"pt_state" text,
	"pf_capped" boolean NOT NULL,
	"uan" text,
	"bank_account" text,
	"ifsc" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_salary_revisions_ctc_non_negative" CHECK ("payroll_salary_revisions"."annual_ctc_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_structures" (
	"organization_id" text NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"components" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_structures_organization_id_code_version_pk" PRIMARY KEY("organization_id","code","version")
);
--> statement-breakpoint
ALTER TABLE "payroll_payslips" ADD CONSTRAINT "payroll_payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_payslips" ADD CONSTRAINT "payroll_payslips_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_inputs" ADD CONSTRAINT "payroll_run_inputs_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_inputs" ADD CONSTRAINT "payroll_run_inputs_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_salary_revisions" ADD CONSTRAINT "payroll_salary_revisions_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_payslips_person_month_idx" ON "payroll_payslips" USING btree ("organization_id","employee_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_org_month_idx" ON "payroll_runs" USING btree ("organization_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_salary_revisions_person_date_idx" ON "payroll_salary_revisions" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "payroll_salary_revisions_org_idx" ON "payroll_salary_revisions" USING btree ("organization_id","employee_id","effective_from");