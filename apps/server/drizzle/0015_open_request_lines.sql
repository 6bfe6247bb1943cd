-- On order per item (issue 20.2, decision 128) is the sum of the approved lines not yet received. Every item
-- page reads it for each item it shows, and an item's lines are mostly received or denied history: this
-- partial index holds only the open lines, with the request id and quantity, so the sum reads a few entries.
CREATE INDEX "request_items_open_item_idx" ON "request_items" USING btree ("item_id","request_id","approved_quantity") WHERE "request_items"."state" = 'approved';
