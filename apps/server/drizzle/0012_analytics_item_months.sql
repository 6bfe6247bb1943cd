CREATE TABLE "analytics_item_months" (
	"property_id" integer NOT NULL,
	"month" date NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" varchar(255) NOT NULL,
	"category" "item_category" NOT NULL,
	"requests" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_item_months_pk" PRIMARY KEY("property_id","month","item_id","item_name","category")
);
--> statement-breakpoint
-- Decision 113: the item day rows summed per UTC month, so the top items of a long period read one row per
-- item and month. A month row is the sum of its day rows (a request belongs to one day), so each statement
-- on analytics_item_days adds what it inserted and takes off what it deleted, in one upsert in key order
-- (concurrent writers lock month rows in the same order), and rows left without requests go.
CREATE FUNCTION analytics_item_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity)
      SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, sum(requests), sum(quantity)
      FROM new_days GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
        SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity)
      SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, -sum(requests), -sum(quantity)
      FROM old_days GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
        SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
    DELETE FROM analytics_item_months m
      USING (SELECT DISTINCT property_id, date_trunc('month', day::timestamp)::date AS month, item_id, item_name, category
             FROM old_days) o
      WHERE (m.property_id, m.month, m.item_id, m.item_name, m.category)
          = (o.property_id, o.month, o.item_id, o.item_name, o.category)
        AND m.requests = 0;
    RETURN NULL;
  END IF;
  INSERT INTO analytics_item_months AS m (property_id, month, item_id, item_name, category, requests, quantity)
    SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, sum(requests), sum(quantity)
    FROM (SELECT property_id, day, item_id, item_name, category, requests, quantity FROM new_days
          UNION ALL
          SELECT property_id, day, item_id, item_name, category, -requests, -quantity FROM old_days) d
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (property_id, month, item_id, item_name, category) DO UPDATE
      SET requests = m.requests + excluded.requests, quantity = m.quantity + excluded.quantity;
  DELETE FROM analytics_item_months m
    USING (SELECT DISTINCT property_id, date_trunc('month', day::timestamp)::date AS month, item_id, item_name, category
           FROM old_days) o
    WHERE (m.property_id, m.month, m.item_id, m.item_name, m.category)
        = (o.property_id, o.month, o.item_id, o.item_name, o.category)
      AND m.requests = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_item_days_inserted AFTER INSERT ON analytics_item_days
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_days_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_item_days_updated AFTER UPDATE ON analytics_item_days
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_days_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_item_days_deleted AFTER DELETE ON analytics_item_days
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_days_changed();
--> statement-breakpoint
INSERT INTO analytics_item_months (property_id, month, item_id, item_name, category, requests, quantity)
  SELECT property_id, date_trunc('month', day::timestamp)::date, item_id, item_name, category, sum(requests), sum(quantity)
  FROM analytics_item_days GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_request_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_ids integer[];
  days date[];
  request_ids integer[];
  new_count bigint;
BEGIN
  -- Lines whose request is gone were deleted with it: the requests trigger refreshes that day.
  IF TG_OP = 'INSERT' THEN
    -- Only lines of requests that had none before this statement are added: another request's lines
    -- would count it twice among the distinct requests. Transition tables are visible in the trigger's
    -- own function only, so this is not a function of its own. The requests' lines now are the new
    -- ones exactly when there are as many: two counts that grow linearly with the statement, where
    -- comparing ids with NOT IN rescanned the new lines for every line once they outgrew work_mem.
    SELECT array_agg(DISTINCT request_id), count(*) INTO request_ids, new_count FROM new_lines;
    IF (SELECT count(*) FROM request_items WHERE request_id = ANY (request_ids)) = new_count THEN
      -- The day row first and in key order, as the recompute locks it, so the two never deadlock.
      INSERT INTO analytics_days AS a (property_id, day, requests, quantity)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, count(DISTINCT r.id), sum(n.requested_quantity)
        FROM new_lines n JOIN requests r ON r.id = n.request_id
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (property_id, day) DO UPDATE
          SET requests = a.requests + excluded.requests, quantity = a.quantity + excluded.quantity;
      INSERT INTO analytics_category_days AS c (property_id, day, category, requests, quantity)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, i.category, count(DISTINCT r.id),
               sum(n.requested_quantity)
        FROM new_lines n JOIN requests r ON r.id = n.request_id JOIN inventory_items i ON i.id = n.item_id
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (property_id, day, category) DO UPDATE
          SET requests = c.requests + excluded.requests, quantity = c.quantity + excluded.quantity;
      INSERT INTO analytics_item_days AS t (property_id, day, item_id, item_name, category, requests, quantity)
        SELECT r.property_id, (r.created_at AT TIME ZONE 'UTC')::date, n.item_id, n.item_name, i.category,
               count(DISTINCT r.id), sum(n.requested_quantity)
        FROM new_lines n JOIN requests r ON r.id = n.request_id JOIN inventory_items i ON i.id = n.item_id
        GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4
        ON CONFLICT (property_id, day, item_id, item_name) DO UPDATE
          SET requests = t.requests + excluded.requests, quantity = t.quantity + excluded.quantity;
      RETURN NULL;
    END IF;
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT DISTINCT request_id FROM new_lines) n JOIN requests r ON r.id = n.request_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT DISTINCT request_id FROM old_lines) o JOIN requests r ON r.id = o.request_id;
  ELSE
    -- Approvals and receipts change other columns and cost nothing here.
    SELECT array_agg(r.property_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date) INTO property_ids, days
      FROM (SELECT o.request_id AS id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)
            UNION
            SELECT n.request_id FROM old_lines o JOIN new_lines n ON n.id = o.id
              WHERE (o.request_id, o.item_id, o.item_name, o.requested_quantity)
                IS DISTINCT FROM (n.request_id, n.item_id, n.item_name, n.requested_quantity)) c
      JOIN requests r ON r.id = c.id;
  END IF;
  IF property_ids IS NOT NULL THEN PERFORM analytics_refresh_days(property_ids, days); END IF;
  RETURN NULL;
END
$$;
