CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"otp_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"department_id" text NOT NULL,
	"department_name" text NOT NULL,
	"department_head" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"designation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"employee_id_prefix" text NOT NULL,
	"next_employee_number" integer DEFAULT 1 NOT NULL,
	"configured" boolean DEFAULT false NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"employee_domain" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"root_designation" text DEFAULT '' NOT NULL,
	"week_of_one" text DEFAULT 'Saturday' NOT NULL,
	"week_of_two" text DEFAULT 'Sunday' NOT NULL,
	"multi_level" boolean DEFAULT false NOT NULL,
	"email_id" text DEFAULT '' NOT NULL,
	"mail_type" text DEFAULT 'GMAIL' NOT NULL,
	"pass_key_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"prefix" text NOT NULL,
	"firstname" text NOT NULL,
	"middlename" text DEFAULT '' NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"maritial_status" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"father_name" text NOT NULL,
	"doj" date NOT NULL,
	"blood_group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"designation" text NOT NULL,
	"department_id" text NOT NULL,
	"reporting_manager_id" text,
	"hr_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_reporting_manager_id_employees_employee_id_fk" FOREIGN KEY ("reporting_manager_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_hr_id_employees_employee_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("organization_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_employee_idx" ON "refresh_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_code_idx" ON "departments" USING btree ("organization_id",lower("department_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "designations_org_name_idx" ON "designations" USING btree ("organization_id",lower("designation"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_email_idx" ON "employees" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_org_idx" ON "employees" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "employments_manager_idx" ON "employments" USING btree ("reporting_manager_id");--> statement-breakpoint
CREATE INDEX "employments_hr_idx" ON "employments" USING btree ("hr_id");