-- The organisation's time zone belongs to the organisation (it was kept by the jobs module as job_settings).
ALTER TABLE "job_settings" RENAME TO "organization_time_zones";--> statement-breakpoint
ALTER TABLE "organization_time_zones" RENAME CONSTRAINT "job_settings_pkey" TO "organization_time_zones_pkey";
