-- One counter per property for the analytics overview cache (decision 137): a cached overview is served only
-- while the counters of its properties are the ones it was computed at. Statement triggers raise the counter
-- of every property a statement touched in the tables the overview reads (the property itself, its items,
-- its requests and their lines).
CREATE TABLE "analytics_versions" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- In property order, so two statements raising the same counters take their row locks in the same order.
CREATE FUNCTION analytics_versions_raise(property_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_versions AS v (property_id, version)
    SELECT DISTINCT id, 1 FROM unnest(property_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (property_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- Items and requests: the properties of the rows before and after the statement (an item may move).
CREATE FUNCTION analytics_versions_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_versions_raise(ARRAY(SELECT property_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM analytics_versions_raise(ARRAY(SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows));
  ELSE
    PERFORM analytics_versions_raise(ARRAY(SELECT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_versions_properties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM analytics_versions_raise(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM analytics_versions_raise(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Request lines: their requests' properties (a request being deleted has its own trigger).
CREATE FUNCTION analytics_versions_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM analytics_versions_raise(ARRAY(SELECT r.property_id FROM old_rows l JOIN requests r ON r.id = l.request_id));
  ELSE
    PERFORM analytics_versions_raise(ARRAY(SELECT r.property_id FROM new_rows l JOIN requests r ON r.id = l.request_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Trigger names: PostgreSQL fires a table's triggers of one event in name order, and "analytics_bump_" sorts
-- before the rollup triggers of migrations 0010 and 0012 ("analytics_items_", "analytics_request_lines_",
-- "analytics_requests_"). So every statement takes its properties' counter rows before any rollup row, in
-- every transaction the same order, and a request being created cannot deadlock with an item being edited.
CREATE TRIGGER analytics_bump_items_inserted AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_items_updated AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_items_deleted AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_requests_inserted AFTER INSERT ON requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_requests_updated AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_requests_deleted AFTER DELETE ON requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_properties_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_properties_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_properties_updated AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_properties_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_properties_deleted AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_properties_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_lines_inserted AFTER INSERT ON request_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_lines_updated AFTER UPDATE ON request_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_lines_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_bump_lines_deleted AFTER DELETE ON request_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_versions_lines_changed();
