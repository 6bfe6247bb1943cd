CREATE TABLE "uploads" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" varchar(36) NOT NULL,
	"uploaded_by" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by");--> statement-breakpoint
-- Photos uploaded before this table existed: each belongs to the owner of the item or request showing it.
INSERT INTO "uploads" ("name", "owner_id")
SELECT substring(x."photo_url" from 10), p."owner_id"
FROM (
	SELECT "photo_url", "property_id" FROM "inventory_items" WHERE "photo_url" LIKE '/uploads/%'
	UNION
	SELECT "photo_url", "property_id" FROM "requests" WHERE "photo_url" LIKE '/uploads/%'
) x
JOIN "properties" p ON p."id" = x."property_id"
WHERE length(x."photo_url") <= 73
ON CONFLICT ("name") DO NOTHING;
