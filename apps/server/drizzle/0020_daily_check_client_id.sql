ALTER TABLE "daily_checks" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_checks_user_client_unique" ON "daily_checks" USING btree ("checked_by","client_id");