-- Par level per item (issue 20.1, decision 127): the stock a storeroom should hold, optional. Its bounds are
-- packages/shared's, the same the item schemas and the service apply: 0..MAX_STOCK, at least the minimum,
-- at most the max capacity. A NULL passes every CHECK, so an item without a par (every item today), or
-- without a max capacity, is not held to that side; no row needs rewriting before the constraints go on.
ALTER TABLE "inventory_items" ADD COLUMN "par_level" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_par_level_range" CHECK ("inventory_items"."par_level" BETWEEN 0 AND 10000000);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_par_level_above_min" CHECK ("inventory_items"."par_level" >= "inventory_items"."min_stock");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_par_level_below_capacity" CHECK ("inventory_items"."par_level" <= "inventory_items"."max_capacity");
