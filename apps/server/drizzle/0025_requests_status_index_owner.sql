-- owner_id trails the key so the tenant-filtered counts stay index-only scans (decision 155).
DROP INDEX "requests_property_status_created_idx";--> statement-breakpoint
CREATE INDEX "requests_property_status_created_idx" ON "requests" USING btree ("property_id","status","created_at","owner_id");