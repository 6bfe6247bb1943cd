-- The analytics data versions of migration 0013 are raised at commit instead of at each statement (decision 137).
-- Raised by statement triggers, a property's counter row was locked at a transaction's first write and held to its
-- end, so it crossed the item row locks writers take later: a receipt locking its items after its first request
-- update deadlocked a daily check that had locked an item and then wanted the counter (races.test.ts on
-- PostgreSQL). Raised by deferred row triggers, the counter is the last lock a transaction takes, once per property
-- and transaction (a transaction-local setting remembers which properties it raised), and its new value commits
-- with the data it stands for.
DROP TRIGGER analytics_bump_items_inserted ON inventory_items;
--> statement-breakpoint
DROP TRIGGER analytics_bump_items_updated ON inventory_items;
--> statement-breakpoint
DROP TRIGGER analytics_bump_items_deleted ON inventory_items;
--> statement-breakpoint
DROP TRIGGER analytics_bump_requests_inserted ON requests;
--> statement-breakpoint
DROP TRIGGER analytics_bump_requests_updated ON requests;
--> statement-breakpoint
DROP TRIGGER analytics_bump_requests_deleted ON requests;
--> statement-breakpoint
DROP TRIGGER analytics_bump_properties_inserted ON properties;
--> statement-breakpoint
DROP TRIGGER analytics_bump_properties_updated ON properties;
--> statement-breakpoint
DROP TRIGGER analytics_bump_properties_deleted ON properties;
--> statement-breakpoint
DROP TRIGGER analytics_bump_lines_inserted ON request_items;
--> statement-breakpoint
DROP TRIGGER analytics_bump_lines_updated ON request_items;
--> statement-breakpoint
DROP TRIGGER analytics_bump_lines_deleted ON request_items;
--> statement-breakpoint
DROP FUNCTION analytics_versions_rows_changed();
--> statement-breakpoint
DROP FUNCTION analytics_versions_properties_changed();
--> statement-breakpoint
DROP FUNCTION analytics_versions_lines_changed();
--> statement-breakpoint
DROP FUNCTION analytics_versions_raise(integer[]);
--> statement-breakpoint
CREATE FUNCTION analytics_versions_raise_once(property integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF property IS NULL OR current_setting('stockroom.analytics_raised_' || property, true) = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config('stockroom.analytics_raised_' || property, '1', true);
  INSERT INTO analytics_versions AS v (property_id, version) VALUES (property, 1)
    ON CONFLICT (property_id) DO UPDATE SET version = v.version + 1;
END
$$;
--> statement-breakpoint
-- Items and requests: the property before and after the write (an item may move).
CREATE FUNCTION analytics_versions_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_versions_raise_once(OLD.property_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_versions_raise_once(NEW.property_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_versions_property_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_versions_raise_once(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Request lines: their request's property, read at commit (a request deleted with its lines has its own event).
CREATE FUNCTION analytics_versions_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_versions_raise_once(
    (SELECT property_id FROM requests WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER analytics_versions_items AFTER INSERT OR UPDATE OR DELETE ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_versions_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER analytics_versions_requests AFTER INSERT OR UPDATE OR DELETE ON requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_versions_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER analytics_versions_lines AFTER INSERT OR UPDATE OR DELETE ON request_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_versions_line_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER analytics_versions_properties AFTER INSERT OR UPDATE OR DELETE ON properties
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_versions_property_changed();
