-- Keep the trigram index's list of not-yet-merged entries small: every search reads it whole.
ALTER INDEX "employees_search_trgm_idx" SET (gin_pending_list_limit = 64);
