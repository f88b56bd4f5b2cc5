-- Issue 29: the organisation as the deductor of tax at source (TAN, PAN, address) for Form 16 Part A and Form 24Q,
-- written by an admin.
CREATE TABLE "payroll_employer" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"tan" text NOT NULL,
	"pan" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_employer" ADD CONSTRAINT "payroll_employer_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Professional tax deducted by earlier employers in the year, counted by Form 16 under section 16(iii) (old regime).
ALTER TABLE "payroll_previous_employment" ADD COLUMN "professional_tax_minor" bigint DEFAULT 0 NOT NULL;
