-- Issue 35: each account's billing day of the month, so renewals keep it through shorter months (31 January,
-- 28 February, 31 March) instead of moving to the shortest month's last day for ever. An account with a period
-- takes the day its current period started: a day already lost to a short month cannot be read back.
ALTER TABLE "users" ADD COLUMN "billing_anchor_day" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_anchor_day_range" CHECK ("users"."billing_anchor_day" BETWEEN 1 AND 31);--> statement-breakpoint
UPDATE "users" SET "billing_anchor_day" = extract(day FROM "current_period_start" AT TIME ZONE 'UTC')
WHERE "current_period_start" IS NOT NULL;
