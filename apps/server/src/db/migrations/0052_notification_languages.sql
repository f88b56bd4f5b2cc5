-- A feed entry's title and body in Hindi and Arabic, written with it (null for entries written before: they stay English).
ALTER TABLE "notifications" ADD COLUMN "translations" jsonb;
