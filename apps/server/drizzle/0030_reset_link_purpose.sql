-- Issue 36: a manager's invitation link is valid for 7 days, a password reset link for 1 hour, and a used or expired
-- link says which it was. Links already sent to a manager who has never set a password were invitations.
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" varchar(16) DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose" CHECK ("password_reset_tokens"."purpose" IN ('reset', 'invitation'));--> statement-breakpoint
UPDATE "password_reset_tokens" SET "purpose" = 'invitation' FROM "users"
WHERE "users"."id" = "password_reset_tokens"."user_id" AND "users"."password_hash" IS NULL AND "users"."role" = 'manager';
