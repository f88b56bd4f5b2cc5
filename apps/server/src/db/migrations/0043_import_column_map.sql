-- Issue 33 point 3: the uploader's own headers mapped to the import's columns in the wizard (`{"Surname": "lastname"}`),
-- kept with the stored file so the background run reads the file as its dry run did.
ALTER TABLE "imports" ADD COLUMN "column_map" jsonb DEFAULT '{}'::jsonb NOT NULL;
