-- Issue 29, Form 16: each payslip's PT line as a column, so the year's tax on employment (section 16(iii) of the
-- Income-tax Act 1961) adds up without reading every payslip's lines; the payslips already stored get theirs
-- from their lines.
ALTER TABLE "payroll_payslips" ADD COLUMN "pt_minor" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "payroll_payslips" SET "pt_minor" = coalesce(
  (SELECT sum(("line"->>'amount')::bigint) FROM jsonb_array_elements("lines") AS "line" WHERE "line"->>'code' = 'PT'), 0);
--> statement-breakpoint
-- Salary and tax with earlier employers in a financial year (section 192(2), Form 12B), entered by HR or an admin:
-- counted by the TDS projection and Form 16.
CREATE TABLE "payroll_previous_employment" (
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"fy" text NOT NULL,
	"taxable_gross_minor" bigint NOT NULL,
	"tds_minor" bigint NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_previous_employment_employee_id_fy_pk" PRIMARY KEY("employee_id","fy")
);
--> statement-breakpoint
ALTER TABLE "payroll_previous_employment" ADD CONSTRAINT "payroll_previous_employment_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;
