CREATE TABLE "education_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"education" text NOT NULL,
	"institution_name" text NOT NULL,
	"university_name" text NOT NULL,
	"degree" text NOT NULL,
	"majors" text NOT NULL,
	"year_of_pass" integer NOT NULL,
	"certification_date" date NOT NULL,
	"percentage" numeric(4, 1) NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "past_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"experience_id" text NOT NULL,
	"organisation_name" text NOT NULL,
	"designation" text NOT NULL,
	"doj" date NOT NULL,
	"doe" date NOT NULL,
	"experience" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_details" (
	"utid" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"passport_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"place_of_issue" text NOT NULL,
	"country" text NOT NULL,
	"issuing_authority" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "education_records" ADD CONSTRAINT "education_records_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_experiences" ADD CONSTRAINT "past_experiences_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_details" ADD CONSTRAINT "travel_details_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "education_records_employee_level_idx" ON "education_records" USING btree ("employee_id","education");--> statement-breakpoint
CREATE INDEX "education_records_org_idx" ON "education_records" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "past_experiences_employee_past_id_idx" ON "past_experiences" USING btree ("employee_id","experience_id");--> statement-breakpoint
CREATE INDEX "past_experiences_org_idx" ON "past_experiences" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "family_members_employee_idx" ON "family_members" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "family_members_org_idx" ON "family_members" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_details_employee_idx" ON "travel_details" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_details_org_passport_idx" ON "travel_details" USING btree ("organization_id","passport_number");