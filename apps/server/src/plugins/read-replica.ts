import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { currentWalPosition, hasReplayed, parseWalPosition } from "../db/replication";
import { AppError } from "../lib/errors";

/**
 * Runs a read-mostly route's reads (reports, dashboard figures, admin lists) for one request: on the streaming
 * replica when one is configured, or on the primary (decision 153). Scoping and access checks are the routes'
 * own, whichever handle `read` gets.
 */
export type ReadDatabase = <T>(request: FastifyRequest, read: (db: Database) => Promise<T>) => Promise<T>;

/** Without a replica every read goes to the primary. */
export const readFromPrimary =
  (primary: Database): ReadDatabase =>
  (_request, read) =>
    read(primary);

/** The browser's record of where the primary's log stood after its last write (decision 153). */
export const LAST_WRITE_COOKIE = "last_write";

/**
 * How long a write keeps its client's reads off a replica that has not replayed it. Replicas replay in well under
 * a second; one still minutes behind is a fault to alert on (docs/operations.md), not a lag to wait out.
 */
const LAST_WRITE_MAX_AGE_S = 5 * 60;

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads from `replica`, except a client's read that could miss its own write: every successful state-changing
 * answer carries, in a cookie, the primary's log position after the write, and a read with that cookie goes to
 * the replica only once the replica has replayed past it. The cookie lives in the browser, so this holds on
 * whichever instance the next request reaches. It chooses a database and nothing else: a forged or garbled value
 * only sends that client's own reads to the primary, which a real write would do too. A replica that fails (gone,
 * restarting, a query cancelled by replay) costs the read a second try on the primary, not an error: reads can
 * run twice.
 */
export function readFromReplica(
  app: FastifyInstance,
  { primary, replica, secureCookie }: { primary: Database; replica: Database; secureCookie: boolean },
): ReadDatabase {
  app.addHook("onSend", async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      reply.setCookie(LAST_WRITE_COOKIE, await currentWalPosition(primary), {
        path: "/api/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookie,
        maxAge: LAST_WRITE_MAX_AGE_S,
      });
    } catch (error) {
      // The write is done and answered as such; without the cookie its client may only see it a moment late.
      request.log.warn({ err: error }, "could not read the primary's WAL position after a write");
    }
    return payload;
  });
  const replicaServes = async (request: FastifyRequest) => {
    const lastWrite = parseWalPosition(request.cookies[LAST_WRITE_COOKIE]);
    return lastWrite === undefined || (await hasReplayed(replica, lastWrite));
  };
  return async (request, read) => {
    try {
      if (await replicaServes(request)) return await read(replica);
    } catch (error) {
      // A refusal (404, 400) is the answer, whichever database gave it.
      if (error instanceof AppError) throw error;
      request.log.warn({ err: error }, "the read replica failed; reading from the primary");
    }
    return read(primary);
  };
}
