CREATE TYPE "public"."notification_kind" AS ENUM('low_stock', 'request_approved', 'request_declined', 'request_received');--> statement-breakpoint
CREATE TABLE "low_stock_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(500) NOT NULL,
	"episode_id" integer,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "low_stock_episodes" ADD CONSTRAINT "low_stock_episodes_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_episode_id_low_stock_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."low_stock_episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "low_stock_episodes_open_item_unique" ON "low_stock_episodes" USING btree ("item_id") WHERE "low_stock_episodes"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "low_stock_episodes_item_idx" ON "low_stock_episodes" USING btree ("item_id","opened_at");--> statement-breakpoint
CREATE INDEX "low_stock_episodes_due_idx" ON "low_stock_episodes" USING btree ("id") WHERE "low_stock_episodes"."notified_at" IS NULL AND "low_stock_episodes"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("id") WHERE "notifications"."emailed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_episode_user_unique" ON "notifications" USING btree ("episode_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_request_kind_user_unique" ON "notifications" USING btree ("request_id","kind","user_id");--> statement-breakpoint
-- Decision 132: episodes are kept by the database itself, so every writer opens and closes them (counts, item
-- edits, copies, receipts or their undoing, imports, seeders, a hand-written UPDATE). The trigger is deferred to
-- the end of the transaction and reads the item as it is then: a transaction that lowers and restocks an item
-- opens nothing, and a restore, which loads items and then their episodes, finds each open episode already there.
-- Low is `current_stock <= min_stock`, shared `isLowStock`; an episode ends once the stock is above the minimum.
CREATE FUNCTION low_stock_episode_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  low boolean;
BEGIN
  SELECT i.current_stock <= i.min_stock INTO low FROM inventory_items i WHERE i.id = NEW.id;
  IF low THEN
    -- The item's row lock orders writers; the partial unique index keeps one open episode per item regardless.
    INSERT INTO low_stock_episodes (item_id) VALUES (NEW.id)
      ON CONFLICT (item_id) WHERE closed_at IS NULL DO NOTHING;
  ELSIF NOT low THEN
    UPDATE low_stock_episodes SET closed_at = now() WHERE item_id = NEW.id AND closed_at IS NULL;
  END IF;
  -- low IS NULL: the item was deleted later in the transaction, and its episodes with it.
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose lowness may have changed queue an event: a write that leaves an item low (or not) costs nothing.
CREATE CONSTRAINT TRIGGER low_stock_episodes_item_inserted AFTER INSERT ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.current_stock <= NEW.min_stock) EXECUTE FUNCTION low_stock_episode_sync();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER low_stock_episodes_item_updated AFTER UPDATE OF current_stock, min_stock ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.current_stock <= OLD.min_stock) IS DISTINCT FROM (NEW.current_stock <= NEW.min_stock))
  EXECUTE FUNCTION low_stock_episode_sync();
--> statement-breakpoint
-- Items already low when this runs get an open episode counted as told: upgrading mails nobody about old shortages.
INSERT INTO low_stock_episodes (item_id, notified_at)
  SELECT id, now() FROM inventory_items WHERE current_stock <= min_stock;
