-- Issue 36, decision 191: dunning. A renewal whose charge fails records when (the grace and the retry days count
-- from it), how many automatic retries have run, and when the managers were told of the suspension (once).
ALTER TABLE "users" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dunning_retries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_noticed_at" timestamp with time zone;