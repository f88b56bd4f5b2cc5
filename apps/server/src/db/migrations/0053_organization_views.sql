-- Row-level security on every request (issue 35 point 3), without losing the indexes of searches and lookups.
-- Under a policy PostgreSQL evaluates a statement's conditions whose functions or operators are not LEAKPROOF
-- (lower(), LIKE and ILIKE, text_pattern_ops' ranges, the trigram operators, extract(), most text and jsonb
-- operators) only after the policy's, so they stop being index conditions and the statement reads every row of
-- the organisation (0048's policies; docs/operations.md). A statement that needs such an index reads the table
-- through its view below instead: the view belongs to the tables' owner, whom the policies do not bind, and
-- applies the same wall as the policy itself, as an ordinary condition the planner may combine with the
-- statement's own: while row-level security is active for the caller (the policies' role, hrms_app), only the
-- organisation the transaction named; for the owner (jobs, seeds, DATABASE_RLS=off), every row, as the table.
-- A statement that forgets its organisation filter still sees nothing of another organisation through it.
-- Not a security barrier: the wall is against filters forgotten in our own statements, not against SQL
-- written to leak. Read-only for hrms_app. `SELECT *` fixes the columns: a migration that adds a column to the
-- table makes the view again (row-level-security.test.ts compares them). Each view also gives the row's ctid as a
-- column (a view has no system columns of its own): the employee search estimates its matches from where they lie.
CREATE VIEW "employees_in_scope" AS
  SELECT *, ctid FROM "employees"
   WHERE organization_id = current_setting('app.organization_id', true) OR NOT row_security_active('employees'::regclass);--> statement-breakpoint
CREATE VIEW "accounts_in_scope" AS
  SELECT *, ctid FROM "accounts"
   WHERE organization_id = current_setting('app.organization_id', true) OR NOT row_security_active('accounts'::regclass);--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'hrms_app') THEN
    REVOKE ALL ON "employees_in_scope", "accounts_in_scope" FROM hrms_app;
    GRANT SELECT ON "employees_in_scope", "accounts_in_scope" TO hrms_app;
  END IF;
END $$;
