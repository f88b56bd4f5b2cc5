CREATE TABLE "payroll_declarations" (
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"fy" text NOT NULL,
	"regime" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_declarations_employee_id_fy_pk" PRIMARY KEY("employee_id","fy")
);
--> statement-breakpoint
CREATE TABLE "payroll_declaration_windows" (
	"organization_id" text NOT NULL,
	"fy" text NOT NULL,
	"open" boolean NOT NULL,
	"proofs_due" date,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_declaration_windows_organization_id_fy_pk" PRIMARY KEY("organization_id","fy")
);
--> statement-breakpoint
CREATE TABLE "payroll_tax_proofs" (
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
	"fy" text NOT NULL,
	"section" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_declarations" ADD CONSTRAINT "payroll_declarations_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tax_proofs" ADD CONSTRAINT "payroll_tax_proofs_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tax_proofs" ADD CONSTRAINT "payroll_tax_proofs_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_declarations_org_fy_idx" ON "payroll_declarations" USING btree ("organization_id","fy");--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_org_employee_idx" ON "payroll_tax_proofs" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_org_status_idx" ON "payroll_tax_proofs" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_open_idx" ON "payroll_tax_proofs" USING btree ("employee_id") WHERE "payroll_tax_proofs"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_queue_idx" ON "payroll_tax_proofs" USING btree ("organization_id","created_at","id") WHERE "payroll_tax_proofs"."status" in ('PENDING', 'MANAGER_APPROVED');--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_manager_idx" ON "payroll_tax_proofs" USING btree ("manager_decided_by");--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_hr_idx" ON "payroll_tax_proofs" USING btree ("hr_decided_by");--> statement-breakpoint
CREATE INDEX "payroll_tax_proofs_person_fy_idx" ON "payroll_tax_proofs" USING btree ("employee_id","fy");
