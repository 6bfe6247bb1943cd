import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { type ConcurrencyBudget, MESSAGES } from "@stockroom/shared";
import { AppError } from "../lib/errors";
import { type AttemptStore, MemoryAttemptStore, connectSharedStore } from "./rate-limit-store";
import { MemorySlotStore, type SlotLease, type SlotStore } from "./slot-store";

declare module "fastify" {
  interface FastifyInstance {
    /** The counters of every rate limit: in Redis with REDIS_URL, else in this process. */
    rateLimitStore: AttemptStore;
    /** The slots of every concurrency budget: in Redis with REDIS_URL, else in this process. */
    slotStore: SlotStore;
  }
}

export interface SecurityOptions {
  production: boolean;
  /** Expected Origin of state-changing requests; when unset, the request's own host is expected. */
  appOrigin?: string;
  /** Allows Stripe.js and its card frames (only when Stripe is the payment provider). */
  stripeElements?: boolean;
  /** Counts every rate limit and budget in this Redis, shared by all instances; without it each process counts alone. */
  redis?: { url: string; keyPrefix: string };
}

const STRIPE_JS = "https://js.stripe.com";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Secure headers, CSRF defence and the rate-limit machinery. SameSite=Lax cookies already keep the
 * session off cross-site POSTs; the Origin check also refuses them from sibling sites and old browsers.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.stripeElements ? [STRIPE_JS] : [])],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(opts.stripeElements ? ["https://api.stripe.com"] : [])],
        frameSrc: opts.stripeElements ? [STRIPE_JS, "https://hooks.stripe.com"] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.production ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  if (opts.redis) {
    const shared = await connectSharedStore(opts.redis, app.log);
    app.decorate("rateLimitStore", shared.store);
    app.decorate("slotStore", shared.slots);
    app.addHook("onClose", shared.close);
  } else {
    app.decorate("rateLimitStore", new MemoryAttemptStore());
    app.decorate("slotStore", new MemorySlotStore());
  }

  // Runs before validation and the preHandlers (sign-in's limit), so a hostile body costs one bounded
  // walk; a guarded route's body is only read once its caller passed the guards (auth.ts). Too-deep nesting is refused first: no schema needs it, and recursive code further on
  // (zod, serializers) could overflow the stack on it. PostgreSQL text cannot hold U+0000: refused
  // here, it would otherwise fail inside a query as a 500.
  app.addHook("preValidation", (request, _reply, done) => {
    const found = [request.params, request.query, request.body].map(scanRequestValue);
    if (found.includes("tooDeep")) return done(new AppError("VALIDATION_ERROR", BODY_TOO_DEEP));
    if (found.includes("nul")) return done(new AppError("VALIDATION_ERROR", MESSAGES.nullCharacter));
    done();
  });

  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.headers["sec-fetch-site"] === "cross-site") return done(crossOrigin());
    const origin = request.headers.origin;
    if (origin && (normalizeOrigin(origin) ?? "invalid") !== expectedOrigin(request, opts.appOrigin))
      return done(crossOrigin());
    done();
  });
});

/**
 * Helmet's headers, worked out once: they depend on the configuration only, and running helmet's
 * middlewares on every request cost about 3 % of the server's CPU on the small reads (decision 118).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error("helmet refused the security header options", { cause: error });
    done = true;
  });
  if (!done) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

/** How many arrays/objects may enclose one another in a request value: `[[1]]` is 2 deep. */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = `Request data cannot be nested more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * Walks a parsed request value with an explicit stack (a recursive walk overflowed on 20,000 nested
 * arrays and answered 500). Stops at the first container past MAX_BODY_DEPTH, so the work is bounded
 * by the body size; a NUL character is only reported once the whole value is known not to be too deep.
 */
function scanRequestValue(root: unknown): "tooDeep" | "nul" | null {
  let nul = false;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === "string") {
      nul ||= value.includes("\u0000");
    } else if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
      if (depth + 1 > MAX_BODY_DEPTH) return "tooDeep";
      for (const [key, child] of Object.entries(value)) {
        nul ||= key.includes("\u0000");
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return nul ? "nul" : null;
}

function expectedOrigin(request: FastifyRequest, appOrigin: string | undefined): string | null {
  return normalizeOrigin(appOrigin ?? `${request.protocol}://${request.host}`);
}

/** scheme://host with default ports dropped, so "http://localhost:80" equals "http://localhost". */
function normalizeOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

function crossOrigin(): AppError {
  return new AppError("CROSS_ORIGIN", MESSAGES.crossOrigin);
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
  message: string;
  /**
   * One counter per key: a request is refused when any of its keys has used up the limit. Keys are shared
   * by every rule (and instance), so each starts with its rule's own name, e.g. `forgot-ip:`.
   */
  keys: ((request: FastifyRequest) => string)[];
}

const LIMIT = Symbol("request limit");

/** Marks a hook as one of the limits below, so the API document can list the 429 of every route that has one. */
function asLimit<T extends preHandlerAsyncHookHandler>(hook: T): T {
  return Object.assign(hook, { [LIMIT]: true });
}

/** Whether a route hook is a rate limit or a concurrency budget (made here), which may answer 429. */
export function isRequestLimit(hook: unknown): boolean {
  return typeof hook === "function" && LIMIT in hook;
}

/** Answers 429 with Retry-After, in seconds, for a refused reservation. */
function refuse(reply: FastifyReply, rule: RateLimitRule, retryAfterMs: number): never {
  reply.header("retry-after", Math.max(1, Math.ceil(retryAfterMs / 1000)));
  throw new AppError("RATE_LIMITED", rule.message);
}

/**
 * A preHandler that counts a request against several keys at once (e.g. client IP and email) in the
 * app's rate-limit store, atomically: parallel requests cannot all slip under the limit.
 */
export function rateLimitBy(app: FastifyInstance, rule: RateLimitRule): preHandlerAsyncHookHandler {
  return asLimit(async (request, reply) => {
    const keys = rule.keys.map((key) => key(request));
    const reservation = await app.rateLimitStore.reserve(keys, rule.max, rule.windowMs);
    if (!reservation.allowed) refuse(reply, rule, reservation.retryAfterMs);
  });
}

/**
 * Limits attempts, not just failures: `check` reserves one attempt on every key BEFORE the password is
 * verified (in-flight attempts count, so 200 parallel guesses cannot all be evaluated) and refuses with
 * 429 once any key has used up its allowance in the window. `succeeded` hands the reservation back, so
 * successful sign-ins from a shared address (a hotel's office) never lock its other users out; a failure
 * keeps it.
 */
export function attemptRateLimit(app: FastifyInstance, rule: RateLimitRule) {
  const reservations = new WeakMap<FastifyRequest, () => Promise<void>>();
  return {
    check: asLimit<preHandlerAsyncHookHandler>(async (request, reply) => {
      const keys = rule.keys.map((key) => key(request));
      const reservation = await app.rateLimitStore.reserve(keys, rule.max, rule.windowMs);
      if (!reservation.allowed) refuse(reply, rule, reservation.retryAfterMs);
      reservations.set(request, reservation.release);
    }),
    async succeeded(request: FastifyRequest) {
      const release = reservations.get(request);
      reservations.delete(request);
      await release?.();
    },
  };
}

export interface ConcurrencyRule extends ConcurrencyBudget {
  /** The budget's key, starting with its rule's own name, e.g. `labels-account:<id>`. */
  key: (request: FastifyRequest) => string;
  /** The 429 answer to a request past the running and waiting ones. */
  message: string;
  /** The longest one request may hold its slot: a slot never handed back (a crashed instance) frees itself then. */
  leaseMs: number;
}

/** The longest a request waits for its turn before it is refused. */
export const CONCURRENCY_MAX_WAIT_MS = 60_000;
/** How often a waiting request looks again for a slot freed on another instance. */
const SLOT_POLL_MS = 250;
/** What Retry-After says to a request refused because its account already has work running and waiting. */
const BUSY_RETRY_AFTER_S = 5;

/** Tells this process's waiting requests that a slot of their key was just handed back. */
const slotReleased = new EventEmitter().setMaxListeners(0);

/**
 * A preHandler that lets at most `running` requests of one key through at once and queues `waiting` more
 * behind them, each until a slot is free (up to CONCURRENCY_MAX_WAIT_MS); a request past those is refused at
 * once with 429. Both counts are slots of the app's slot store, shared by every instance with REDIS_URL. The
 * slots are held until the response has been sent or the connection is gone.
 */
export function concurrencyLimitBy(app: FastifyInstance, rule: ConcurrencyRule): preHandlerAsyncHookHandler {
  return asLimit(async (request, reply) => {
    const key = rule.key(request);
    const held: SlotLease[] = [];
    const releaseAll = async () => {
      await Promise.all(held.splice(0).map((lease) => lease.release()));
      slotReleased.emit(key);
    };
    let ended = false;
    reply.raw.once("close", () => {
      ended = true;
      void releaseAll();
    });
    const admitted = await app.slotStore.acquire(
      `${key}:admitted`,
      rule.running + rule.waiting,
      CONCURRENCY_MAX_WAIT_MS + rule.leaseMs,
    );
    if (!admitted) refuseBusy(reply, rule.message);
    held.push(admitted);
    const running = await waitForSlot(app.slotStore, { key, rule, ended: () => ended });
    if (running) held.push(running);
    if (!running || ended) {
      await releaseAll();
      refuseBusy(reply, rule.message);
    }
  });
}

/** A running slot of `key`, taken as soon as one is free; null once the wait is over or the client has gone. */
async function waitForSlot(
  store: SlotStore,
  { key, rule, ended }: { key: string; rule: ConcurrencyRule; ended: () => boolean },
): Promise<SlotLease | null> {
  const deadline = Date.now() + CONCURRENCY_MAX_WAIT_MS;
  for (;;) {
    const lease = await store.acquire(`${key}:running`, rule.running, rule.leaseMs);
    const left = deadline - Date.now();
    if (lease || left <= 0 || ended()) return lease;
    // Woken at once by a release in this process; a release on another instance is seen at the next look.
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        slotReleased.off(key, wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.min(SLOT_POLL_MS, left));
      slotReleased.on(key, wake);
    });
  }
}

function refuseBusy(reply: FastifyReply, message: string): never {
  reply.header("retry-after", BUSY_RETRY_AFTER_S);
  throw new AppError("RATE_LIMITED", message);
}
