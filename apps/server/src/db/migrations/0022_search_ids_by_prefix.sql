DROP INDEX "employees_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (("firstname" || ' ' || "lastname" || ' ' || "email") gin_trgm_ops);