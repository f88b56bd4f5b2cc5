-- Open tax proofs are in the approvals report like every other kind (see 0019 and 0031). A tax proof is the
-- approval engine's HR-only kind (deciders 'hr'): it waits for the person's HR, never the reporting manager,
-- so its decider is worked out by its own function and the re-routing triggers keep it that way.
CREATE FUNCTION "report_hr_decider"(p_person text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT m.hr_id FROM employments m WHERE m.employee_id = p_person), '—');
$$;
--> statement-breakpoint
CREATE FUNCTION "report_hr_request_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_open_approvals WHERE kind = TG_ARGV[0] AND request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('PENDING', 'MANAGER_APPROVED') THEN
    INSERT INTO report_open_approvals (kind, request_id, organization_id, employee_id, status, decider, since)
    VALUES (TG_ARGV[0], NEW.id, NEW.organization_id, NEW.employee_id, NEW.status, report_hr_decider(NEW.employee_id),
            CASE WHEN NEW.status = 'MANAGER_APPROVED' THEN coalesce(NEW.manager_decided_at, NEW.created_at) ELSE NEW.created_at END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payroll_tax_proofs_open_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "manager_decided_at", "created_at", "employee_id"
  ON "payroll_tax_proofs" FOR EACH ROW EXECUTE FUNCTION "report_hr_request_change"('taxProof');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_employment_route"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_open_approvals
     SET decider = CASE WHEN kind = 'taxProof' THEN report_hr_decider(employee_id) ELSE report_decider(employee_id, status) END
   WHERE employee_id = coalesce(NEW.employee_id, OLD.employee_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_account_route"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_open_approvals o SET decider = report_decider(o.employee_id, o.status)
   WHERE o.status = 'PENDING'
     AND o.kind <> 'taxProof'
     AND o.employee_id IN (SELECT m.employee_id FROM employments m WHERE m.reporting_manager_id = coalesce(NEW.employee_id, OLD.employee_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_open_approvals (kind, request_id, organization_id, employee_id, status, decider, since)
SELECT 'taxProof', p.id, p.organization_id, p.employee_id, p.status, report_hr_decider(p.employee_id),
       CASE WHEN p.status = 'MANAGER_APPROVED' THEN coalesce(p.manager_decided_at, p.created_at) ELSE p.created_at END
  FROM payroll_tax_proofs p
 WHERE p.status IN ('PENDING', 'MANAGER_APPROVED');
