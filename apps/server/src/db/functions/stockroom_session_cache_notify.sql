-- Row triggers sessions_session_cache_update/_delete and users_session_cache.
-- The session cache (plugins/session-cache.ts) keeps a session and its user in memory for a few seconds
-- on each instance. Every change that could make such an entry wrong tells every instance through this
-- channel: a session updated or deleted (sign-out, sign-in rotation, password change), a user updated
-- (role, password, plan, subscription status, period, trial, name) or deleted. Payload: s:<sid> or u:<user id>.
CREATE OR REPLACE FUNCTION stockroom_session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('stockroom_session_cache', 's:' || OLD.sid);
  ELSE
    PERFORM pg_notify('stockroom_session_cache', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
