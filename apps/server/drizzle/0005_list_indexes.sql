CREATE INDEX "inventory_items_property_name_idx" ON "inventory_items" USING btree ("property_id","name","id");--> statement-breakpoint
CREATE INDEX "payment_intents_method_idx" ON "payment_intents" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "requests_property_created_idx" ON "requests" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at");