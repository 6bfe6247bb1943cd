-- Deferred row trigger analytics_versions_lines on request_items (decision 137): the line's request's property,
-- read at commit (a request deleted with its lines has its own event).
CREATE OR REPLACE FUNCTION analytics_versions_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request requests%ROWTYPE;
BEGIN
  SELECT * INTO request FROM requests
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END;
  PERFORM analytics_versions_raise_once(request.property_id, request.owner_id);
  RETURN NULL;
END
$$;
