import type { FastifyInstance, FastifyRequest, Session } from "fastify";
import type { Database } from "../db/client";
import { type WalPosition, currentWalPosition, hasReplayed, parseWalPosition } from "../db/replication";
import { AppError } from "../lib/errors";

declare module "fastify" {
  interface Session {
    /** The last write of the answer that wrote this session (a sign-in), kept where its cookie would be. */
    lastWrite?: { position: string; until: number };
  }
}

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

/** The write position a session carries, while it is recent enough to matter. */
function sessionLastWrite(session: Session | null, now: number): WalPosition | undefined {
  const lastWrite = session?.lastWrite;
  return lastWrite && lastWrite.until > now ? parseWalPosition(lastWrite.position) : undefined;
}

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads from `replica`, except a client's read that could miss its own write: every successful state-changing
 * answer carries, in a cookie, the primary's log position after the write, and a read with that cookie goes to
 * the replica only once the replica has replayed past it. The cookie lives in the browser, so this holds on
 * whichever instance the next request reaches. It chooses a database and nothing else: a forged or garbled value
 * only sends that client's own reads to the primary, which a real write would do too. A replica that fails (gone,
 * restarting, a query cancelled by replay) costs the read a second try on the primary, not an error: reads can
 * run twice.
 *
 * One Set-Cookie per answer (issue 34): an answer that writes new session data (a sign-in, a demo sign-up) keeps
 * the position in that session instead of a second cookie, and a sign-out has nothing left to read. Its hook must
 * run before the session is saved: the app adds it before the session plugin.
 */
export function readFromReplica(
  app: FastifyInstance,
  { primary, replica, secureCookie }: { primary: Database; replica: Database; secureCookie: boolean },
): ReadDatabase {
  app.addHook("onSend", async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400 || reply.endsSession) return payload;
    try {
      const position = await currentWalPosition(primary);
      if (request.session?.isModified()) {
        request.session.lastWrite = { position, until: Date.now() + LAST_WRITE_MAX_AGE_S * 1000 };
      } else {
        reply.setCookie(LAST_WRITE_COOKIE, position, {
          path: "/api/",
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookie,
          maxAge: LAST_WRITE_MAX_AGE_S,
        });
      }
    } catch (error) {
      // The write is done and answered as such; without the cookie its client may only see it a moment late.
      request.log.warn({ err: error }, "could not read the primary's WAL position after a write");
    }
    return payload;
  });
  const replicaServes = async (request: FastifyRequest) => {
    const lastWrites = [
      parseWalPosition(request.cookies[LAST_WRITE_COOKIE]),
      sessionLastWrite(request.session, Date.now()),
    ].filter((position) => position !== undefined);
    for (const position of lastWrites) if (!(await hasReplayed(replica, position))) return false;
    return true;
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
