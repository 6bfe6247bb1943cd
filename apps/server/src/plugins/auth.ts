import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import { type Action, MESSAGES, can } from "@stockroom/shared";
import { AppError } from "../lib/errors";
import { tenantOf } from "../modules/access/scope";
import type { PublicUser, Subscriber } from "../modules/users/repo";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, loaded once per API request; null when signed out. */
    user: PublicUser | null;
    /** Whose subscription decides the user's access: their own, or a manager's owner's (the paywall reads it). */
    subscriber: Subscriber | null;
  }
}

/**
 * Sets the session's user for API and upload requests, from what the session store read with the
 * session row (no query of its own). A session whose user was deleted is ended. Runs when the request
 * arrives, as do the route guards after it (runGuardsFirst), so a caller without a session or the role
 * is refused before the body is read or validated: field messages only reach callers who may use the route.
 */
export const authPlugin = fp((app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.decorateRequest("subscriber", null);
  app.addHook("onRoute", runGuardsFirst);
  app.addHook("onRequest", async (request) => {
    const account = request.session?.account;
    if (!account) return;
    request.user = account.found?.user ?? null;
    request.subscriber = account.found?.subscriber ?? null;
    if (!request.user) await request.session.destroy();
  });
});

/** The signed-in user, or a 401 for anonymous requests. */
export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError("UNAUTHORIZED", MESSAGES.unauthorized);
  return request.user;
}

const GUARD = Symbol("route guard");

/** What a route guard checks: a session, and the permission of `action` when it names one. */
export interface GuardCheck {
  action?: Action;
}

type RouteGuard = preHandlerAsyncHookHandler & { [GUARD]: GuardCheck };

function guard(check: GuardCheck, run: preHandlerAsyncHookHandler): RouteGuard {
  return Object.assign(run, { [GUARD]: check });
}

/** The check of a route guard made by allow or authenticated; undefined for any other hook. */
export function guardCheck(hook: unknown): GuardCheck | undefined {
  return typeof hook === "function" && GUARD in hook ? (hook as RouteGuard)[GUARD] : undefined;
}

/**
 * The key `name:<account>` of the signed-in user's account (tenantOf: a manager counts as their owner), for the
 * rate limits and budgets an owner and their managers share.
 */
export function accountKey(name: string): (request: FastifyRequest) => string {
  return (request) => `${name}:${tenantOf(currentUser(request))}`;
}

/**
 * Route guard: signed in (401 otherwise) with a role the permission table allows the action (403
 * otherwise). Nothing to wait for: Fastify's hook runner takes currentUser's synchronous throw as the answer.
 */
export function allow(action: Action): preHandlerAsyncHookHandler {
  return guard({ action }, (request) =>
    can(currentUser(request).role, action)
      ? Promise.resolve()
      : Promise.reject(new AppError("FORBIDDEN", MESSAGES.forbidden)),
  );
}

/** Route guard: any signed-in user. */
export const authenticated: preHandlerAsyncHookHandler = guard({}, (request) => {
  currentUser(request);
  return Promise.resolve();
});

/**
 * Routes name their guards among their preHandlers, beside rate limits and lookups that need the parsed
 * request; this moves the guards, in their order, to the route's onRequest hooks. They then run after the
 * session, auth and paywall hooks and before the body is read, so schema validation (which Fastify runs
 * before any preHandler) only ever answers callers the route admits. Guards read the session alone, never
 * the request's params, query or body, which are not parsed yet.
 */
function runGuardsFirst(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat();
  const guards = preHandlers.filter((hook) => guardCheck(hook));
  if (guards.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !guardCheck(hook));
  route.onRequest = [...[route.onRequest ?? []].flat(), ...(guards as unknown as onRequestHookHandler[])];
}
