-- Deleting a supplier sets its orders' supplier_id NULL: with NULLs not distinct that collided with the same
-- request's order without a supplier and refused the delete. The request row lock makes each order once (decision 149).
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_request_supplier_unique";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_request_supplier_unique" UNIQUE("request_id","supplier_id");