-- Issue 37 point 4 (decision 201): item names are unique per property, ignoring case and surrounding spaces.
-- Items that already share a name are not merged or renamed: all but the oldest of each group are marked
-- name_conflict, which keeps them out of the unique index and shows them to the owner to rename or delete.
-- Renaming one clears its mark, and the index then holds it too.
ALTER TABLE "inventory_items" ADD COLUMN "name_conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "inventory_items" SET "name_conflict" = true
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "property_id", lower(btrim("name")) ORDER BY "id") AS "place"
    FROM "inventory_items"
  ) AS "named"
  WHERE "place" > 1
);--> statement-breakpoint
-- The update queued the items' deferred trigger events; an index cannot be built while any are pending. Every
-- deferrable trigger here is INITIALLY DEFERRED, so ALL DEFERRED after the index restores what later migrations
-- in this transaction expect.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_property_name_unique" ON "inventory_items" USING btree ("property_id",lower(btrim("name"))) WHERE NOT "inventory_items"."name_conflict";--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
