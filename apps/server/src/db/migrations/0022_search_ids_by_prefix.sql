DROP INDEX "employees_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (("firstname" || ' ' || "lastname" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
-- the planner needs the new expression's statistics at once, or it reads every trigram candidate for a page
ANALYZE "employees";
