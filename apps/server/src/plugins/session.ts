import fastifyCookie from "@fastify/cookie";
import fastifySession, { type SessionStore } from "@fastify/session";
import type { FastifyInstance, FastifyRequest, Session, onSendHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { deleteSession, saveSession } from "../modules/auth/repo";
import { type SessionUser, findSessionUser } from "../modules/users/repo";
import { type SessionRead, SessionCache } from "./session-cache";
import { listenForInvalidations } from "./session-cache-listener";

declare module "fastify" {
  interface FastifyInstance {
    /** The in-process cache of session reads; null unless SESSION_CACHE_TTL_MS is set on PostgreSQL. */
    sessionCache: SessionCache | null;
  }
  interface FastifyReply {
    /** Set by sign-out: the only answer allowed to delete the session cookie. */
    endsSession: boolean;
  }
  interface FastifyContextConfig {
    /** An answer shared caches may keep: the route never reads the session, so no cookie can ride it. */
    publicAnswer?: boolean;
  }
  interface Session {
    userId?: string;
    /** The payment of the checkout this signed-out browser started, so completing it may sign it in. */
    checkoutIntentId?: string;
    /** The user the store read in the same statement as the session; for the auth plugin, never saved. */
    account?: SessionAccount;
  }
}

/**
 * Hands the user read with the session row to the auth plugin through the request's own session object,
 * so it cannot reach another request. toJSON keeps it out of the saved row and out of the hash that
 * tells @fastify/session whether the session changed.
 */
export class SessionAccount {
  constructor(readonly found: SessionUser | null) {}

  toJSON(): undefined {
    return undefined;
  }
}

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "sid";

/** The only paths that read or write the session: the API and private uploads. */
const SESSION_PATHS = ["/api/", "/uploads/"];
/** Answers shared caches may keep (the API document, its reference) never read the session: no cookie can ride them. */
const needsSession = (request: FastifyRequest) =>
  SESSION_PATHS.some((prefix) => request.url.startsWith(prefix)) && !request.routeOptions.config.publicAnswer;

/**
 * The session's own data as comparable text: without the cookie part, which changes on every rolling
 * request, and with sorted keys, since jsonb does not keep the order they were written in.
 */
function withoutCookie({ cookie: _cookie, ...fields }: Record<string, unknown>): string {
  return JSON.stringify(fields, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** How far a session's expiry must move before a rolling save writes it again. */
export const SESSION_TOUCH_EVERY_MS = 10 * 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

/**
 * Keeps sessions in the `sessions` table (sid, sess, expire) so any server instance can serve any user.
 * Rolling sessions would write the row on every request; instead a save whose data is what was read
 * and whose expiry moved less than SESSION_TOUCH_EVERY_MS is skipped, so reads stay reads. Every
 * request reads the row together with its user in one statement (or, with the cache, from memory until
 * a change anywhere drops it), so a sign-out on another instance takes effect at once.
 */
export class DatabaseSessionStore implements SessionStore {
  /** Per session id: the data and expiry last read or written, oldest first. */
  private readonly persisted = new Map<string, { data: string; expire: number }>();
  /** Sessions whose last save wrote their row: only their answers send the cookie (sessionCookieOnChange). */
  private readonly written = new WeakSet<Session>();
  /** Sessions of requests that change state: their saves never move the expiry alone (holdExpiry). */
  private readonly expiryHeld = new WeakSet<Session>();

  constructor(
    private readonly db: Database,
    private readonly cache?: SessionCache,
  ) {}

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const data = withoutCookie(sess);
    const expire = session.cookie.expires ?? new Date(Date.now() + SESSION_TTL_MS);
    const known = this.persisted.get(sid);
    const held = this.expiryHeld.has(session);
    if (known?.data === data && (held || Math.abs(expire.getTime() - known.expire) < SESSION_TOUCH_EVERY_MS)) {
      this.written.delete(session);
      callback();
      return;
    }
    saveSession(this.db, { sid, sess, expire }).then(() => {
      this.written.add(session);
      this.remember(sid, data, expire);
      this.cache?.invalidate({ session: sid });
      callback();
    }, callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    const cached = this.cache?.get(sid);
    if (cached) {
      this.deliver(sid, cached, callback);
      return;
    }
    const startedAt = this.cache?.startRead() ?? 0;
    findSessionUser(this.db, sid).then((read) => {
      if (!read) {
        this.persisted.delete(sid);
        callback(null, null);
        return;
      }
      this.cache?.put(sid, read, startedAt);
      this.deliver(sid, read, callback);
    }, callback);
  }

  private deliver(
    sid: string,
    { sess, expire, account }: SessionRead,
    callback: (err: unknown, result?: Session) => void,
  ) {
    this.remember(sid, withoutCookie(sess), expire);
    const withAccount = typeof sess.userId === "string" ? { ...sess, account: new SessionAccount(account) } : sess;
    callback(null, withAccount as unknown as Session);
  }

  private remember(sid: string, data: string, expire: Date) {
    this.persisted.delete(sid);
    this.persisted.set(sid, { data, expire: expire.getTime() });
    if (this.persisted.size > REMEMBERED_SESSIONS) this.persisted.delete(this.persisted.keys().next().value!);
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.persisted.delete(sid);
    deleteSession(this.db, sid).then(() => {
      this.cache?.invalidate({ session: sid });
      callback();
    }, callback);
  }

  /** Whether the last save of this request's session wrote its row (new data, or a later expiry). */
  wroteRow(session: Session): boolean {
    return this.written.has(session);
  }

  /**
   * Keeps this request's save from writing a later expiry alone: a state-changing answer may carry the read
   * replica's cookie, so the next read moves the expiry and sends the session cookie, one per answer.
   */
  holdExpiry(session: Session): void {
    this.expiryHeld.add(session);
  }
}

const isSessionCookie = (cookie: string) => cookie.startsWith(`${SESSION_COOKIE}=`);
const isSessionCookieDeletion = (cookie: string) => cookie.startsWith(`${SESSION_COOKIE}=;`);
const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The session cookie goes out only with something new, so an answer has one Set-Cookie at most (issue 34:
 * every signed-in answer carried the same cookie twice). @fastify/session sets it on every answer of a
 * signed-in request (rolling); it stays only when the store wrote the row (new data, or an expiry moved by
 * a read), so the cookie and the row expire together. And @fastify/session deletes the cookie of a request
 * whose session is not in the store: a request that was in flight while a sign-in replaced the session id
 * (the favicon, a parallel API call) carries the old id, and its answer, arriving after the sign-in's, would
 * delete the new cookie and sign the user out. A stale cookie authenticates nothing, so it is left alone;
 * sign-out deletes the cookie itself.
 */
function sessionCookieOnChange(store: DatabaseSessionStore): onSendHookHandler {
  // eslint-disable-next-line max-params -- Fastify's onSend signature; a hook that awaits nothing takes done.
  return (request, reply, _payload, done) => {
    const header = reply.getHeader("set-cookie");
    if (header === undefined) return done();
    const wroteRow = request.session !== null && store.wroteRow(request.session);
    const keeps = (cookie: string) =>
      !isSessionCookie(cookie) || (isSessionCookieDeletion(cookie) ? reply.endsSession : wroteRow);
    const cookies = (Array.isArray(header) ? header : [String(header)]).filter(keeps);
    // reply.header adds Set-Cookie values to the ones already there: the old list goes first.
    reply.removeHeader("set-cookie");
    if (cookies.length > 0) reply.header("set-cookie", cookies.length === 1 ? cookies[0] : cookies);
    done();
  };
}

export interface SessionPluginOptions {
  db: Database;
  secret: string;
  secureCookie: boolean;
  /** Keeps session reads in memory for ttlMs; PostgreSQL only, whose notifications reach every instance. */
  cache?: { url: string; ttlMs: number };
}

/** The cache, its invalidation listener, and the drop after this instance's own writes. */
function useSessionCache(app: FastifyInstance, { url, ttlMs }: { url: string; ttlMs: number }): SessionCache {
  const cache = new SessionCache(ttlMs);
  const listener = listenForInvalidations({ url, cache, log: app.log });
  app.addHook("onReady", () => listener.started);
  app.addHook("onClose", () => listener.close());
  // A state-changing request may have changed any account (a role, a password, a plan, a sign-out):
  // this instance forgets every read before answering it, so the next request of the same client
  // cannot meet the old row here while the notification is on its way.
  // eslint-disable-next-line max-params -- Fastify's onSend signature; a hook that awaits nothing takes done.
  app.addHook("onSend", (request, _reply, _payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) cache.invalidate("all");
    done();
  });
  return cache;
}

/** Cookie sessions: httpOnly, SameSite=Lax, Secure in production; expired rows go by the `sessions.purge` job. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const cache = opts.cache ? useSessionCache(app, opts.cache) : undefined;
  app.decorate("sessionCache", cache ?? null);
  const store = new DatabaseSessionStore(opts.db, cache);
  await app.register(fastifyCookie);
  // Before @fastify/session saves the session, which it does in its own onSend hook.
  // eslint-disable-next-line max-params -- Fastify's onSend signature; a hook that awaits nothing takes done.
  app.addHook("onSend", (request, _reply, _payload, done) => {
    if (request.session && !READ_ONLY_METHODS.has(request.method)) store.holdExpiry(request.session);
    done();
  });
  // Static files and the app's page never use the session: without its cookie @fastify/session does not
  // look it up, so a page's favicon and scripts do not wait for the database behind a heavy query.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!needsSession(request)) delete request.cookies[SESSION_COOKIE];
    done();
  });
  await app.register(fastifySession, {
    secret: opts.secret,
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    cookie: {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: opts.secureCookie,
      maxAge: SESSION_TTL_MS,
    },
  });
  app.decorateReply("endsSession", false);
  app.addHook("onSend", sessionCookieOnChange(store));
});
