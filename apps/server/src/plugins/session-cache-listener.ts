import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Invalidation, SessionCache } from "./session-cache";

/** The channel the triggers of migration 0009 notify: `s:<session id>` or `u:<user id>`. */
export const SESSION_CACHE_CHANNEL = "stockroom_session_cache";
const RETRY_MS = 1000;

export function parseInvalidation(payload: string | undefined): Invalidation {
  const id = payload?.slice(2);
  if (id && payload!.startsWith("s:")) return { session: id };
  if (id && payload!.startsWith("u:")) return { user: id };
  // A payload this version does not know could concern any entry.
  return "all";
}

/**
 * One dedicated connection per instance that LISTENs for the triggers' notifications and drops the
 * matching cache entries. The cache is used only while this connection listens: on any error it is
 * emptied and turned off, and the connection is opened again after retryMs. LISTEN belongs to the session, so
 * `url` is the direct server (decision 154): a pooler in transaction mode would hand the listening server
 * connection to other clients and deliver nothing here.
 */
export function listenForInvalidations(options: {
  url: string;
  cache: SessionCache;
  log: FastifyBaseLogger;
  retryMs?: number;
}): { started: Promise<void>; close(): Promise<void> } {
  const { url, cache, log, retryMs = RETRY_MS } = options;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    cache.setEnabled(false);
    current.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, "session cache off: lost its invalidation listener, connecting again");
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  async function connect() {
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => cache.invalidate(parseInvalidation(message.payload)));
    try {
      await current.connect();
      await current.query(`listen ${SESSION_CACHE_CHANNEL}`);
      if (client === current && !closed) cache.setEnabled(true);
    } catch (error) {
      lost(current, error as Error);
    }
  }

  return {
    /** Settles after the first attempt to listen, whether it succeeded or not. */
    started: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      cache.setEnabled(false);
      await current?.end().catch(() => {});
    },
  };
}
