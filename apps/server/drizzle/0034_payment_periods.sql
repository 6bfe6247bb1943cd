-- Issue 36 point 2, decision 194: the service period each payment pays for, printed on its receipt. Payments from
-- before have none, and their receipts print no period.
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;