CREATE TABLE "attendance_lock_rows" (
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"employee_id" text NOT NULL,
	"lop_days" numeric(6, 1) NOT NULL,
	CONSTRAINT "attendance_lock_rows_organization_id_month_employee_id_pk" PRIMARY KEY("organization_id","month","employee_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_month_locks" (
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"people" integer NOT NULL,
	"lop_days" numeric(10, 1) NOT NULL,
	"locked_by" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_month_locks_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "attendance_punches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text,
	"client_id" uuid,
	"device_id" text,
	"site_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_punches_source_check" CHECK (("attendance_punches"."client_id" is null) <> ("attendance_punches"."device_id" is null))
);
--> statement-breakpoint
CREATE TABLE "attendance_roster_days" (
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"date" date NOT NULL,
	"shift_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "attendance_roster_days_employee_id_date_pk" PRIMARY KEY("employee_id","date")
);
--> statement-breakpoint
CREATE TABLE "attendance_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer NOT NULL,
	"grace_minutes" integer NOT NULL,
	"half_day_minutes" integer NOT NULL,
	"full_day_minutes" integer NOT NULL,
	"weekly_off" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer NOT NULL,
	"ip_ranges" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_lock_rows" ADD CONSTRAINT "attendance_lock_rows_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_lock_rows" ADD CONSTRAINT "attendance_lock_rows_organization_id_month_attendance_month_locks_organization_id_month_fk" FOREIGN KEY ("organization_id","month") REFERENCES "public"."attendance_month_locks"("organization_id","month") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_site_id_attendance_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."attendance_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_days" ADD CONSTRAINT "attendance_roster_days_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_days" ADD CONSTRAINT "attendance_roster_days_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_days" ADD CONSTRAINT "attendance_roster_days_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_days" ADD CONSTRAINT "attendance_roster_days_site_id_attendance_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."attendance_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shifts" ADD CONSTRAINT "attendance_shifts_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sites" ADD CONSTRAINT "attendance_sites_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_punches_employee_at_idx" ON "attendance_punches" USING btree ("employee_id","at");--> statement-breakpoint
CREATE INDEX "attendance_punches_org_at_idx" ON "attendance_punches" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_client_idx" ON "attendance_punches" USING btree ("organization_id","client_id") WHERE "attendance_punches"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_device_idx" ON "attendance_punches" USING btree ("employee_id","at","device_id") WHERE "attendance_punches"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "attendance_roster_days_org_date_idx" ON "attendance_roster_days" USING btree ("organization_id","date","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_shifts_org_code_idx" ON "attendance_shifts" USING btree ("organization_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sites_org_code_idx" ON "attendance_sites" USING btree ("organization_id","code");--> statement-breakpoint
-- Punches are facts: a correction is a regularisation or a new punch, never an edit.
CREATE FUNCTION "attendance_punches_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'attendance punches are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_punches_no_update" BEFORE UPDATE ON "attendance_punches" FOR EACH ROW EXECUTE FUNCTION "attendance_punches_append_only"();
