-- Row-level security per organisation (issue 35 point 3). Every table with an organization_id column, and
-- every table scoped through a parent, gets one policy: a row is seen, written and kept only when it belongs to
-- the organisation the transaction named (`set_config('app.organization_id', …, true)`); with none named, no
-- row at all. RLS is ENABLEd, not FORCEd: the owner (migrations, seeds, jobs, sign-in before the organisation is
-- known) is not bound; the server binds a request by switching, inside its transaction, to the role hrms_app
-- (db/row-level-security.ts). The policies are for PUBLIC, so any other non-owner role is bound the same way.
-- A table added later needs its own ENABLE and policy: row-level-security.test.ts fails until it has them.

-- The role the policies bind. Roles are the cluster's, so another database may have made it already. A
-- migrating user without CREATEROLE cannot: the migration goes on without it, and a server started with
-- DATABASE_RLS=on refuses to start until an administrator runs `CREATE ROLE hrms_app NOLOGIN` and
-- `GRANT hrms_app TO <the server's user>` (docs/operations.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'hrms_app') THEN
    BEGIN
      CREATE ROLE hrms_app NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN RAISE NOTICE 'role hrms_app not created (no CREATEROLE): row-level security needs it';
    END;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'hrms_app') THEN
    BEGIN
      -- the server's user switches to it per transaction (SET ROLE needs membership; a superuser has it anyway)
      IF NOT pg_has_role(current_user, 'hrms_app', 'MEMBER') THEN
        EXECUTE format('GRANT hrms_app TO %I', current_user);
      END IF;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'hrms_app not granted to %: row-level security needs it', current_user;
    END;
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO hrms_app', current_schema());
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO hrms_app', current_schema());
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO hrms_app', current_schema());
    -- tables and sequences later migrations create (as this same user) get the same grants
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hrms_app', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO hrms_app', current_schema());
  END IF;
END $$;--> statement-breakpoint

-- Every table with an organization_id column: the row's own organisation.
DO $$
DECLARE
  scoped record;
BEGIN
  FOR scoped IN
    SELECT c.table_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id' AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped.table_name);
    EXECUTE format('DROP POLICY IF EXISTS organization_isolation ON %I', scoped.table_name);
    EXECUTE format(
      'CREATE POLICY organization_isolation ON %I USING (organization_id = current_setting(''app.organization_id'', true))',
      scoped.table_name
    );
  END LOOP;
END $$;--> statement-breakpoint

-- Tables scoped through a parent: a row is visible when its parent is (the parent's own policy applies inside).
ALTER TABLE "exam_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "exam_questions";--> statement-breakpoint
CREATE POLICY organization_isolation ON "exam_questions"
  USING (EXISTS (SELECT 1 FROM "exams" p WHERE p.id = "exam_questions".exam_id));--> statement-breakpoint
ALTER TABLE "exam_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "exam_options";--> statement-breakpoint
CREATE POLICY organization_isolation ON "exam_options"
  USING (EXISTS (SELECT 1 FROM "exam_questions" p WHERE p.id = "exam_options".question_id));--> statement-breakpoint
ALTER TABLE "exam_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "exam_answers";--> statement-breakpoint
CREATE POLICY organization_isolation ON "exam_answers"
  USING (EXISTS (SELECT 1 FROM "exam_attempts" p WHERE p.id = "exam_answers".attempt_id));--> statement-breakpoint
ALTER TABLE "import_rejections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "import_rejections";--> statement-breakpoint
CREATE POLICY organization_isolation ON "import_rejections"
  USING (EXISTS (SELECT 1 FROM "imports" p WHERE p.import_id = "import_rejections".import_id));--> statement-breakpoint
ALTER TABLE "payroll_run_inputs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "payroll_run_inputs";--> statement-breakpoint
CREATE POLICY organization_isolation ON "payroll_run_inputs"
  USING (EXISTS (SELECT 1 FROM "payroll_runs" p WHERE p.id = "payroll_run_inputs".run_id));--> statement-breakpoint
-- sign-in tables, keyed by the person (employee ids are unique across organisations)
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "refresh_tokens";--> statement-breakpoint
CREATE POLICY organization_isolation ON "refresh_tokens"
  USING (EXISTS (SELECT 1 FROM "employees" p WHERE p.employee_id = "refresh_tokens".employee_id));--> statement-breakpoint
ALTER TABLE "password_resets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "password_resets";--> statement-breakpoint
CREATE POLICY organization_isolation ON "password_resets"
  USING (EXISTS (SELECT 1 FROM "employees" p WHERE p.employee_id = "password_resets".employee_id));--> statement-breakpoint
ALTER TABLE "password_reset_limits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS organization_isolation ON "password_reset_limits";--> statement-breakpoint
CREATE POLICY organization_isolation ON "password_reset_limits"
  USING (EXISTS (SELECT 1 FROM "employees" p WHERE p.employee_id = "password_reset_limits".employee_id));
