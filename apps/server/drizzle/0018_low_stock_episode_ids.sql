-- Decision 132: the episode trigger of migration 0017 looks for the open episode before inserting one. An
-- INSERT ... ON CONFLICT DO NOTHING takes a sequence value even when it inserts nothing, so every restore
-- (which loads the open episodes before the deferred trigger runs) left the episode ids ahead of the backup's.
CREATE OR REPLACE FUNCTION low_stock_episode_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  low boolean;
BEGIN
  SELECT i.current_stock <= i.min_stock INTO low FROM inventory_items i WHERE i.id = NEW.id;
  IF low THEN
    IF NOT EXISTS (SELECT FROM low_stock_episodes WHERE item_id = NEW.id AND closed_at IS NULL) THEN
      -- The item's row lock orders writers; the partial unique index keeps one open episode per item regardless.
      INSERT INTO low_stock_episodes (item_id) VALUES (NEW.id)
        ON CONFLICT (item_id) WHERE closed_at IS NULL DO NOTHING;
    END IF;
  ELSIF NOT low THEN
    UPDATE low_stock_episodes SET closed_at = now() WHERE item_id = NEW.id AND closed_at IS NULL;
  END IF;
  -- low IS NULL: the item was deleted later in the transaction, and its episodes with it.
  RETURN NULL;
END
$$;
