CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"building_name_floor" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"village" text NOT NULL,
	"town" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "national_ids" (
	"unid" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"national_id_type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"national_id_num" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_ids" ADD CONSTRAINT "national_ids_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_employee_kind_idx" ON "addresses" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "addresses_org_idx" ON "addresses" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "national_ids_employee_type_idx" ON "national_ids" USING btree ("employee_id","national_id_type");--> statement-breakpoint
CREATE UNIQUE INDEX "national_ids_one_primary_idx" ON "national_ids" USING btree ("employee_id") WHERE "national_ids"."primary";--> statement-breakpoint
CREATE INDEX "national_ids_org_idx" ON "national_ids" USING btree ("organization_id");