-- Quantity bounds of packages/shared (QUANTITY_LIMITS) as CHECK constraints, behind the schemas and
-- services (issue 16.4). Values past them can exist from before: the issue found an item at
-- 2,000,000,001 units after an approval of 2,000,000,000.
--
-- Live values are clamped first so their constraints hold for every row. A clamped stock gets an
-- 'edited' ledger row without a user for the difference, so stock still equals the sum of its ledger.
INSERT INTO "stock_movements" ("item_id", "delta", "resulting_stock", "reason", "user_id")
SELECT "id", 10000000 - "current_stock", 10000000, 'edited', NULL FROM "inventory_items" WHERE "current_stock" > 10000000;--> statement-breakpoint
UPDATE "inventory_items" SET "current_stock" = 10000000 WHERE "current_stock" > 10000000;--> statement-breakpoint
UPDATE "inventory_items" SET "min_stock" = 10000000 WHERE "min_stock" > 10000000;--> statement-breakpoint
UPDATE "inventory_items" SET "max_capacity" = 10000000 WHERE "max_capacity" > 10000000;--> statement-breakpoint
UPDATE "inventory_items" SET "max_capacity" = 0 WHERE "max_capacity" < 0;--> statement-breakpoint
UPDATE "inventory_items" SET "unit_cost_cents" = 100000000 WHERE "unit_cost_cents" > 100000000;--> statement-breakpoint
UPDATE "inventory_items" SET "unit_cost_cents" = 0 WHERE "unit_cost_cents" < 0;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_current_stock_range" CHECK ("inventory_items"."current_stock" BETWEEN 0 AND 10000000);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_min_stock_range" CHECK ("inventory_items"."min_stock" BETWEEN 0 AND 10000000);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_max_capacity_range" CHECK ("inventory_items"."max_capacity" BETWEEN 0 AND 10000000);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_unit_cost_range" CHECK ("inventory_items"."unit_cost_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_stock_nonnegative";--> statement-breakpoint
-- History is not rewritten: requests, their lines, counts and the ledger record what happened, and
-- clamping them would break the ledger's sums. Their constraints are NOT VALID: PostgreSQL checks
-- every row inserted or updated from now on, and leaves the rows already there as they are.
ALTER TABLE "daily_check_items" ADD CONSTRAINT "daily_check_items_counted_quantity_max" CHECK ("daily_check_items"."counted_quantity" BETWEEN 0 AND 10000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_requested_quantity_max" CHECK ("request_items"."requested_quantity" BETWEEN 1 AND 1000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_approved_quantity_range" CHECK ("request_items"."approved_quantity" BETWEEN 0 AND 1000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_received_quantity_range" CHECK ("request_items"."received_quantity" BETWEEN 0 AND 1000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_quantity_max" CHECK ("requests"."quantity" BETWEEN 1 AND 200000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_approved_quantity_range" CHECK ("requests"."approved_quantity" BETWEEN 0 AND 200000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_received_quantity_range" CHECK ("requests"."received_quantity" BETWEEN 0 AND 200000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_resulting_stock_range" CHECK ("stock_movements"."resulting_stock" BETWEEN 0 AND 10000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_delta_range" CHECK ("stock_movements"."delta" BETWEEN -10000000 AND 10000000) NOT VALID;
