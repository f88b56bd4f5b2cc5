-- New people and new employments add to headcount_buckets once per statement, grouped by bucket, instead
-- of once per row: an import's chunk of 2,000 people updated the same few buckets 6,000 times in one
-- transaction, each update walking the row's ever longer chain of versions (a 100,000-row import spent
-- most of its time there). Updates and deletes stay row by row (one person at a time in the product).
DROP TRIGGER "employees_headcount_insert" ON "employees";
--> statement-breakpoint
DROP TRIGGER "employments_headcount_insert_delete" ON "employments";
--> statement-breakpoint
CREATE FUNCTION "headcount_people_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO headcount_buckets (organization_id, department_id, designation, join_month, leave_month, people)
  SELECT organization_id, '', '', date_trunc('month', doj)::date, 'infinity'::date, count(*)
    FROM inserted_people
   GROUP BY 1, 4
  ON CONFLICT (organization_id, department_id, designation, join_month, leave_month)
  DO UPDATE SET people = headcount_buckets.people + excluded.people;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_headcount_insert" AFTER INSERT ON "employees"
  REFERENCING NEW TABLE AS inserted_people FOR EACH STATEMENT EXECUTE FUNCTION "headcount_people_inserted"();
--> statement-breakpoint
-- A new employment moves its person from the '' bucket (no employment yet) to its department's.
CREATE FUNCTION "headcount_employments_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO headcount_buckets (organization_id, department_id, designation, join_month, leave_month, people)
  SELECT organization_id, department_id, designation, join_month, leave_month, sum(delta)
    FROM (
      SELECT e.organization_id, '' AS department_id, '' AS designation, date_trunc('month', e.doj)::date AS join_month,
             'infinity'::date AS leave_month, -1 AS delta
        FROM inserted_lines n JOIN employees e ON e.employee_id = n.employee_id
      UNION ALL
      SELECT e.organization_id, coalesce(n.department_id, ''), coalesce(n.designation, ''), date_trunc('month', e.doj)::date,
             coalesce(date_trunc('month', n.leaving_date)::date, 'infinity'::date), 1
        FROM inserted_lines n JOIN employees e ON e.employee_id = n.employee_id
    ) moves
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, department_id, designation, join_month, leave_month)
  DO UPDATE SET people = headcount_buckets.people + excluded.people;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employments_headcount_insert" AFTER INSERT ON "employments"
  REFERENCING NEW TABLE AS inserted_lines FOR EACH STATEMENT EXECUTE FUNCTION "headcount_employments_inserted"();
--> statement-breakpoint
CREATE TRIGGER "employments_headcount_delete" AFTER DELETE ON "employments"
  FOR EACH ROW EXECUTE FUNCTION "headcount_employment_change"();
