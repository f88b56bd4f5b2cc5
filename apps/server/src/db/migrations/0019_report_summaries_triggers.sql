-- Keeps the report summaries (reports module: report_leave_taken, report_approved_hours,
-- report_open_approvals) in step with the request tables, row by row, in the same transaction as the
-- change. Triggers rather than writes in the services: every path that changes a status (the approval
-- engine's decide and cancel, seeds, imports) is covered by one definition that runs alike on PGlite and
-- PostgreSQL. Current employment keeps no history, so a row takes the department (or decider) of the
-- moment it enters the summary; the backfill below can only use today's.

-- Approved leave: a row while the request is APPROVED, with the department it was approved in.
CREATE FUNCTION "report_leave_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND (TG_OP = 'DELETE' OR NEW.status <> 'APPROVED') THEN
    DELETE FROM report_leave_taken WHERE leave_request_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status <> 'APPROVED' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'APPROVED' THEN
    UPDATE report_leave_taken SET organization_id = NEW.organization_id, employee_id = NEW.employee_id,
           start_month = date_trunc('month', NEW.start_date)::date, leave_name = NEW.leave_name, days = NEW.duration
     WHERE leave_request_id = NEW.id;
  ELSE
    INSERT INTO report_leave_taken (leave_request_id, organization_id, start_month, leave_name, department_id, employee_id, days)
    SELECT NEW.id, NEW.organization_id, date_trunc('month', NEW.start_date)::date, NEW.leave_name,
           coalesce((SELECT m.department_id FROM employments m WHERE m.employee_id = NEW.employee_id), ''),
           NEW.employee_id, NEW.duration
    ON CONFLICT (leave_request_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leave_requests_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "start_date", "leave_name", "duration", "employee_id", "organization_id"
  ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "report_leave_change"();
--> statement-breakpoint
-- Approved hours: the entries of an approved week, per project, one column per day of the week.
CREATE FUNCTION "report_hours_refresh"(p_week integer, p_project text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE w timesheet_weeks%ROWTYPE; dept text;
BEGIN
  SELECT department_id INTO dept FROM report_approved_hours WHERE week_id = p_week LIMIT 1;
  DELETE FROM report_approved_hours WHERE week_id = p_week AND (p_project IS NULL OR project_code = p_project);
  SELECT * INTO w FROM timesheet_weeks WHERE id = p_week AND status = 'APPROVED';
  IF NOT FOUND THEN RETURN; END IF;
  IF dept IS NULL THEN
    dept := coalesce((SELECT m.department_id FROM employments m WHERE m.employee_id = w.employee_id), '');
  END IF;
  INSERT INTO report_approved_hours (week_id, project_code, organization_id, week_start, department_id, employee_id, d0, d1, d2, d3, d4, d5, d6)
  SELECT w.id, t.project_code, w.organization_id, w.from_date, dept, w.employee_id,
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 1), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 2), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 3), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 4), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 5), 0),
         coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 6), 0)
    FROM timesheet_entries t
   WHERE t.employee_id = w.employee_id AND t.work_date BETWEEN w.from_date AND least(w.to_date, w.from_date + 6)
     AND (p_project IS NULL OR t.project_code = p_project)
   GROUP BY t.project_code;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_week_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' THEN
    DELETE FROM report_approved_hours WHERE week_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' THEN
    PERFORM report_hours_refresh(NEW.id, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_weeks_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "from_date", "to_date", "employee_id"
  ON "timesheet_weeks" FOR EACH ROW EXECUTE FUNCTION "report_week_change"();
--> statement-breakpoint
-- An entry changed inside an already approved week (the product refuses it; seeds and imports may not).
CREATE FUNCTION "report_entry_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT DISTINCT w.id, e.project_code
      FROM (SELECT OLD.employee_id AS employee_id, OLD.work_date AS work_date, OLD.project_code AS project_code WHERE TG_OP <> 'INSERT'
            UNION ALL
            SELECT NEW.employee_id, NEW.work_date, NEW.project_code WHERE TG_OP <> 'DELETE') e
      JOIN timesheet_weeks w ON w.employee_id = e.employee_id AND w.status = 'APPROVED'
       AND w.from_date BETWEEN e.work_date - 6 AND e.work_date AND e.work_date <= w.to_date
  LOOP
    PERFORM report_hours_refresh(r.id, r.project_code);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_report" AFTER INSERT OR DELETE OR UPDATE OF "hundredths", "work_date", "project_code", "employee_id"
  ON "timesheet_entries" FOR EACH ROW EXECUTE FUNCTION "report_entry_change"();
--> statement-breakpoint
-- The per-project rollup follows the per-week rows (a delta per inserted, changed or deleted row).
CREATE FUNCTION "report_project_hours_add"(r report_approved_hours, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_project_hours (organization_id, project_code, department_id, week_start, d0, d1, d2, d3, d4, d5, d6)
  VALUES (r.organization_id, r.project_code, r.department_id, r.week_start,
          p_sign * r.d0, p_sign * r.d1, p_sign * r.d2, p_sign * r.d3, p_sign * r.d4, p_sign * r.d5, p_sign * r.d6)
  ON CONFLICT (organization_id, week_start, project_code, department_id) DO UPDATE SET
    d0 = report_project_hours.d0 + excluded.d0, d1 = report_project_hours.d1 + excluded.d1,
    d2 = report_project_hours.d2 + excluded.d2, d3 = report_project_hours.d3 + excluded.d3,
    d4 = report_project_hours.d4 + excluded.d4, d5 = report_project_hours.d5 + excluded.d5,
    d6 = report_project_hours.d6 + excluded.d6;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_approved_hours_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM report_project_hours_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_project_hours_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Open requests: whose decision they wait for, as the approvals report and the engine's routing read it
-- (the reporting manager while PENDING when their account may decide, else HR, else '—').
CREATE FUNCTION "report_decider"(p_person text, p_status text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT coalesce(CASE WHEN p_status = 'PENDING' AND a.role IN ('ROLE_MANAGER', 'ROLE_HR') THEN m.reporting_manager_id END, m.hr_id)
      FROM employments m LEFT JOIN accounts a ON a.employee_id = m.reporting_manager_id
     WHERE m.employee_id = p_person), '—');
$$;
--> statement-breakpoint
CREATE FUNCTION "report_request_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_open_approvals WHERE kind = TG_ARGV[0] AND request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('PENDING', 'MANAGER_APPROVED') THEN
    INSERT INTO report_open_approvals (kind, request_id, organization_id, employee_id, status, decider, since)
    VALUES (TG_ARGV[0], NEW.id, NEW.organization_id, NEW.employee_id, NEW.status, report_decider(NEW.employee_id, NEW.status),
            CASE WHEN NEW.status = 'MANAGER_APPROVED' THEN coalesce(NEW.manager_decided_at, NEW.created_at) ELSE NEW.created_at END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profile_change_requests_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "profile_change_requests" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('profile');
--> statement-breakpoint
CREATE TRIGGER "leave_requests_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('leave');
--> statement-breakpoint
CREATE TRIGGER "attendance_records_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "attendance_records" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('attendance');
--> statement-breakpoint
CREATE TRIGGER "timesheet_weeks_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "timesheet_weeks" FOR EACH ROW EXECUTE FUNCTION "report_request_change"('timesheet');
--> statement-breakpoint
-- Re-routing: a person's manager or HR changes, or a manager's account gains or loses a deciding role.
CREATE FUNCTION "report_employment_route"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_open_approvals SET decider = report_decider(employee_id, status)
   WHERE employee_id = coalesce(NEW.employee_id, OLD.employee_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employments_report_route" AFTER INSERT OR DELETE OR UPDATE OF "reporting_manager_id", "hr_id"
  ON "employments" FOR EACH ROW EXECUTE FUNCTION "report_employment_route"();
--> statement-breakpoint
CREATE FUNCTION "report_account_route"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_open_approvals o SET decider = report_decider(o.employee_id, o.status)
   WHERE o.status = 'PENDING'
     AND o.employee_id IN (SELECT m.employee_id FROM employments m WHERE m.reporting_manager_id = coalesce(NEW.employee_id, OLD.employee_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_report_route" AFTER INSERT OR DELETE OR UPDATE OF "role"
  ON "accounts" FOR EACH ROW EXECUTE FUNCTION "report_account_route"();
--> statement-breakpoint
-- Backfill from the rows already there (set-based; departments and deciders as they are today). The
-- per-week rows go in before the rollup's trigger exists; the rollup is then summed from them at once.
INSERT INTO report_leave_taken (leave_request_id, organization_id, start_month, leave_name, department_id, employee_id, days)
SELECT r.id, r.organization_id, date_trunc('month', r.start_date)::date, r.leave_name, coalesce(m.department_id, ''), r.employee_id, r.duration
  FROM leave_requests r LEFT JOIN employments m ON m.employee_id = r.employee_id
 WHERE r.status = 'APPROVED';
--> statement-breakpoint
INSERT INTO report_approved_hours (week_id, project_code, organization_id, week_start, department_id, employee_id, d0, d1, d2, d3, d4, d5, d6)
SELECT w.id, t.project_code, w.organization_id, w.from_date, coalesce(max(m.department_id), ''), w.employee_id,
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 1), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 2), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 3), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 4), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 5), 0),
       coalesce(sum(t.hundredths) FILTER (WHERE t.work_date = w.from_date + 6), 0)
  FROM timesheet_weeks w
  JOIN timesheet_entries t ON t.employee_id = w.employee_id AND t.work_date BETWEEN w.from_date AND least(w.to_date, w.from_date + 6)
  LEFT JOIN employments m ON m.employee_id = w.employee_id
 WHERE w.status = 'APPROVED'
 GROUP BY w.id, t.project_code;
--> statement-breakpoint
INSERT INTO report_open_approvals (kind, request_id, organization_id, employee_id, status, decider, since)
SELECT o.kind, o.id, o.organization_id, o.employee_id, o.status,
       coalesce(CASE WHEN o.status = 'PENDING' AND a.role IN ('ROLE_MANAGER', 'ROLE_HR') THEN m.reporting_manager_id END, m.hr_id, '—'),
       CASE WHEN o.status = 'MANAGER_APPROVED' THEN coalesce(o.manager_decided_at, o.created_at) ELSE o.created_at END
  FROM (
    SELECT 'profile' AS kind, id, organization_id, employee_id, status, manager_decided_at, created_at FROM profile_change_requests WHERE status IN ('PENDING', 'MANAGER_APPROVED')
    UNION ALL
    SELECT 'leave', id, organization_id, employee_id, status, manager_decided_at, created_at FROM leave_requests WHERE status IN ('PENDING', 'MANAGER_APPROVED')
    UNION ALL
    SELECT 'attendance', id, organization_id, employee_id, status, manager_decided_at, created_at FROM attendance_records WHERE status IN ('PENDING', 'MANAGER_APPROVED')
    UNION ALL
    SELECT 'timesheet', id, organization_id, employee_id, status, manager_decided_at, created_at FROM timesheet_weeks WHERE status IN ('PENDING', 'MANAGER_APPROVED')
  ) o
  LEFT JOIN employments m ON m.employee_id = o.employee_id
  LEFT JOIN accounts a ON a.employee_id = m.reporting_manager_id;
--> statement-breakpoint
CREATE TRIGGER "report_approved_hours_rollup" AFTER INSERT OR UPDATE OR DELETE ON "report_approved_hours"
  FOR EACH ROW EXECUTE FUNCTION "report_approved_hours_change"();
--> statement-breakpoint
INSERT INTO report_project_hours (organization_id, project_code, department_id, week_start, d0, d1, d2, d3, d4, d5, d6)
SELECT organization_id, project_code, department_id, week_start, sum(d0), sum(d1), sum(d2), sum(d3), sum(d4), sum(d5), sum(d6)
  FROM report_approved_hours
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE report_leave_taken;
--> statement-breakpoint
ANALYZE report_approved_hours;
--> statement-breakpoint
ANALYZE report_project_hours;
--> statement-breakpoint
ANALYZE report_open_approvals;
