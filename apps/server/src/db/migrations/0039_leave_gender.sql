-- BEYOND §B9: a leave type may be for everyone (the spec's behaviour, the default) or one gender.
ALTER TABLE "leave_types" ADD COLUMN "gender" text DEFAULT 'ALL' NOT NULL;
