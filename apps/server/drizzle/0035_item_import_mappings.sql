-- Issue 37 point 5: an import's column mappings saved per account (decision 198), and the kind of the one summary
-- notification an import that leaves items low sends instead of one per item (decision 199). The new enum value is
-- not used in this transaction, which PostgreSQL requires of ADD VALUE.
ALTER TYPE "public"."notification_kind" ADD VALUE 'low_stock_import';--> statement-breakpoint
CREATE TABLE "item_import_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" varchar(36) NOT NULL,
	"name" varchar(100) NOT NULL,
	"columns" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_import_mappings" ADD CONSTRAINT "item_import_mappings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_import_mappings_owner_name_unique" ON "item_import_mappings" USING btree ("owner_id",lower("name"));