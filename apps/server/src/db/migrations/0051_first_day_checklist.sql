-- Issue 33 point 6: a new joiner's onboarding checklist. The organisation's first-day items (kept by admins and
-- HR, in their order) and the ones each joiner has ticked off. Both tables are bound by row-level security
-- like every organisation-scoped table (0048).
CREATE TABLE "first_day_items" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_day_ticks" (
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_day_ticks_employee_id_item_id_pk" PRIMARY KEY("employee_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "first_day_ticks" ADD CONSTRAINT "first_day_ticks_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_day_ticks" ADD CONSTRAINT "first_day_ticks_item_id_first_day_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."first_day_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_day_items_org_idx" ON "first_day_items" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "first_day_ticks_item_idx" ON "first_day_ticks" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "first_day_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY organization_isolation ON "first_day_items" USING (organization_id = current_setting('app.organization_id', true));--> statement-breakpoint
ALTER TABLE "first_day_ticks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY organization_isolation ON "first_day_ticks" USING (organization_id = current_setting('app.organization_id', true));
