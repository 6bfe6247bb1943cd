-- Issue 34: each photo's size, counted against its account's photo storage. Photos stored before this migration
-- have NULL until the photos.cleanup job has measured them in the photo store.
ALTER TABLE "uploads" ADD COLUMN "bytes" integer;
