-- Issue 34.2 (decision 158): the outbox keeps what delivery needs after the request (reply-to, Message-ID, attempts,
-- purpose), and a purchase order points at its latest email, since it is sent only once SMTP has taken it.
-- Rows queued before this migration are delivered by the release sweep once SMTP_URL is set.
ALTER TYPE "public"."email_status" ADD VALUE 'sending' BEFORE 'sent';--> statement-breakpoint
ALTER TYPE "public"."email_status" ADD VALUE 'dead';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_id" varchar(255);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "purpose" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "email_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_email_idx" ON "purchase_orders" USING btree ("email_id");