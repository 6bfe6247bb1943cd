import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
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
 * session row (no query of its own). A session whose user was deleted is ended.
 */
export const authPlugin = fp((app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.decorateRequest("subscriber", null);
  app.addHook("preHandler", async (request) => {
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
  return (request) =>
    can(currentUser(request).role, action)
      ? Promise.resolve()
      : Promise.reject(new AppError("FORBIDDEN", MESSAGES.forbidden));
}

/** Route guard: any signed-in user. */
export const authenticated: preHandlerAsyncHookHandler = (request) => {
  currentUser(request);
  return Promise.resolve();
};
