ALTER TYPE "public"."activity_type" ADD VALUE 'invitation_withdrawn';--> statement-breakpoint
CREATE TABLE "pending_demo_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"current_tools" varchar(500) NOT NULL,
	"property_count" varchar(10) NOT NULL,
	"token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_demo_signups_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "topic" varchar(40);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pending_demo_signups_email_idx" ON "pending_demo_signups" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_topic_address_idx" ON "email_outbox" USING btree ("topic",lower("to_address"),"created_at") WHERE "email_outbox"."topic" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."password_hash" IS NOT NULL;