-- Deferred constraint triggers low_stock_episodes_item_inserted/_updated on inventory_items (decision 132): opens
-- an item's low-stock episode when it is low at commit and closes it once it is not. It looks for the open episode
-- before inserting, since ON CONFLICT DO NOTHING would take a sequence value even when it inserts nothing.
CREATE OR REPLACE FUNCTION low_stock_episode_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  low boolean;
BEGIN
  SELECT i.current_stock <= i.min_stock INTO low FROM inventory_items i WHERE i.id = NEW.id;
  IF low THEN
    IF NOT EXISTS (SELECT FROM low_stock_episodes WHERE item_id = NEW.id AND closed_at IS NULL) THEN
      -- The item's row lock orders writers; the partial unique index keeps one open episode per item regardless.
      INSERT INTO low_stock_episodes (item_id, owner_id) VALUES (NEW.id, NEW.owner_id)
        ON CONFLICT (item_id) WHERE closed_at IS NULL DO NOTHING;
    END IF;
  ELSIF NOT low THEN
    UPDATE low_stock_episodes SET closed_at = now() WHERE item_id = NEW.id AND closed_at IS NULL;
  END IF;
  -- low IS NULL: the item was deleted later in the transaction, and its episodes with it.
  RETURN NULL;
END
$$;
