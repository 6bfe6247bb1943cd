-- Raises a property's analytics data version once per transaction (decision 137): a transaction-local setting
-- remembers which properties it raised, so the counter row is the last lock a transaction takes.
CREATE OR REPLACE FUNCTION analytics_versions_raise_once(property integer, owner varchar) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF property IS NULL OR current_setting('stockroom.analytics_raised_' || property, true) = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config('stockroom.analytics_raised_' || property, '1', true);
  INSERT INTO analytics_versions AS v (property_id, version, owner_id) VALUES (property, 1, owner)
    ON CONFLICT (property_id) DO UPDATE SET version = v.version + 1;
END
$$;
