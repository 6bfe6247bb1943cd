-- Deferred row trigger analytics_versions_properties (decision 137).
CREATE OR REPLACE FUNCTION analytics_versions_property_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM analytics_versions_raise_once(OLD.id, OLD.owner_id);
  ELSE
    PERFORM analytics_versions_raise_once(NEW.id, NEW.owner_id);
  END IF;
  RETURN NULL;
END
$$;
