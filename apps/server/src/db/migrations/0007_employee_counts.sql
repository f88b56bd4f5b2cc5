CREATE TABLE "employee_counts" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_counts" ADD CONSTRAINT "employee_counts_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "employee_counts" ("organization_id", "employees")
SELECT "organization_id", count(*) FROM "employees" GROUP BY "organization_id";
--> statement-breakpoint
CREATE FUNCTION "employee_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_counts (organization_id, employees)
  SELECT organization_id, count(*) FROM inserted_employees GROUP BY organization_id
  ON CONFLICT (organization_id) DO UPDATE SET employees = employee_counts.employees + excluded.employees;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "employee_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_counts c SET employees = c.employees - d.n
  FROM (SELECT organization_id, count(*) AS n FROM deleted_employees GROUP BY organization_id) d
  WHERE c.organization_id = d.organization_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_count_add" AFTER INSERT ON "employees"
  REFERENCING NEW TABLE AS inserted_employees FOR EACH STATEMENT EXECUTE FUNCTION "employee_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "employees_count_remove" AFTER DELETE ON "employees"
  REFERENCING OLD TABLE AS deleted_employees FOR EACH STATEMENT EXECUTE FUNCTION "employee_counts_remove"();
