-- Keeps headcount_buckets (reports module) in step with employees and employments, row by row, in the
-- same transaction as the change. A person is one bucket: organisation, department and designation of
-- their current employment ('' before it is recorded), month of joining, month of leaving (infinity: none).
CREATE FUNCTION "headcount_add"(org text, dept text, des text, joined date, leaving date, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO headcount_buckets (organization_id, department_id, designation, join_month, leave_month, people)
  VALUES (org, coalesce(dept, ''), coalesce(des, ''), date_trunc('month', joined)::date,
          coalesce(date_trunc('month', leaving)::date, 'infinity'::date), delta)
  ON CONFLICT (organization_id, department_id, designation, join_month, leave_month)
  DO UPDATE SET people = headcount_buckets.people + excluded.people;
$$;
--> statement-breakpoint
CREATE FUNCTION "headcount_employee_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m employments%ROWTYPE;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM headcount_add(NEW.organization_id, '', '', NEW.doj, NULL, 1);
    RETURN NULL;
  END IF;
  SELECT * INTO m FROM employments WHERE employee_id = OLD.employee_id;
  -- BEFORE DELETE: the employment is still there (its cascade runs after and finds the person gone).
  PERFORM headcount_add(OLD.organization_id, m.department_id, m.designation, OLD.doj, m.leaving_date, -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM headcount_add(NEW.organization_id, m.department_id, m.designation, NEW.doj, m.leaving_date, 1);
    RETURN NULL;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "headcount_employment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE e employees%ROWTYPE;
BEGIN
  SELECT * INTO e FROM employees WHERE employee_id = coalesce(NEW.employee_id, OLD.employee_id);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM headcount_add(e.organization_id, '', '', e.doj, NULL, -1);
  ELSE
    PERFORM headcount_add(e.organization_id, OLD.department_id, OLD.designation, e.doj, OLD.leaving_date, -1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM headcount_add(e.organization_id, '', '', e.doj, NULL, 1);
  ELSE
    PERFORM headcount_add(e.organization_id, NEW.department_id, NEW.designation, e.doj, NEW.leaving_date, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_headcount_insert" AFTER INSERT ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "headcount_employee_change"();
--> statement-breakpoint
CREATE TRIGGER "employees_headcount_update" AFTER UPDATE OF "doj" ON "employees"
  FOR EACH ROW WHEN (OLD.doj IS DISTINCT FROM NEW.doj) EXECUTE FUNCTION "headcount_employee_change"();
--> statement-breakpoint
CREATE TRIGGER "employees_headcount_delete" BEFORE DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "headcount_employee_change"();
--> statement-breakpoint
CREATE TRIGGER "employments_headcount_insert_delete" AFTER INSERT OR DELETE ON "employments"
  FOR EACH ROW EXECUTE FUNCTION "headcount_employment_change"();
--> statement-breakpoint
CREATE TRIGGER "employments_headcount_update" AFTER UPDATE OF "department_id", "designation", "leaving_date" ON "employments"
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id OR OLD.designation IS DISTINCT FROM NEW.designation
    OR OLD.leaving_date IS DISTINCT FROM NEW.leaving_date) EXECUTE FUNCTION "headcount_employment_change"();
--> statement-breakpoint
INSERT INTO "headcount_buckets" ("organization_id", "department_id", "designation", "join_month", "leave_month", "people")
SELECT e.organization_id, coalesce(m.department_id, ''), coalesce(m.designation, ''), date_trunc('month', e.doj)::date,
       coalesce(date_trunc('month', m.leaving_date)::date, 'infinity'::date), count(*)
  FROM employees e LEFT JOIN employments m ON m.employee_id = e.employee_id
 GROUP BY 1, 2, 3, 4, 5;
