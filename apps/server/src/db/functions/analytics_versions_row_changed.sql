-- Deferred row triggers analytics_versions_items and analytics_versions_requests (decision 137): the property
-- before and after the write (an item may move).
CREATE OR REPLACE FUNCTION analytics_versions_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_versions_raise_once(OLD.property_id, OLD.owner_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_versions_raise_once(NEW.property_id, NEW.owner_id);
  END IF;
  RETURN NULL;
END
$$;
