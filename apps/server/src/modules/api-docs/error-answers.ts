import type { RouteOptions } from "fastify";
import { z } from "zod";
import { PERMISSIONS, ROLES, SESSIONLESS_ROUTES, paywallOpen } from "@stockroom/shared";
import { guardCheck } from "../../plugins/auth";
import { isRequestLimit } from "../../plugins/security";

/** The error statuses the API answers (lib/errors.ts), each with the one error body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429;

/** Per status, when the route gives it, as sentences for the reference. */
export type ErrorAnswers = Partial<Record<ErrorStatus, string>>;

declare module "fastify" {
  interface FastifySchema {
    /**
     * For the API document only: the error answers of this route that errorAnswersOf cannot see from the
     * route itself (a conflict, a plan limit, a refusal its service decides), with when each is given.
     */
    errorAnswers?: ErrorAnswers;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The error answers a route can give, as the document lists them: what the app's shared machinery answers
 * for this route (validation, the session, the paywall, the role guard, the Origin check, not-found for a
 * named row, the rate limits) plus what the route declares in `schema.errorAnswers`. Nothing is listed that
 * the route cannot answer; rarer answers every route could give (a body over 1 MB, a CHECK constraint's 409)
 * are left to the document's `default`.
 */
export function errorAnswersOf(route: RouteOptions, method: string): ErrorAnswers {
  const schema = route.schema ?? {};
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
  const found: Partial<Record<ErrorStatus, string[]>> = {};
  const add = (status: ErrorStatus, text: string) => (found[status] ??= []).push(text);

  if (schema.params || schema.querystring || schema.body || schema.headers)
    add(400, "A parameter or field is invalid; `fields` gives the message of each");
  const sessionless = SESSIONLESS_ROUTES.has(`${method} ${route.url}`);
  if (!sessionless) add(401, "Not signed in, or the session has ended");
  if (!sessionless && !paywallOpen(method, route.url))
    add(402, "The account's subscription needs payment (`paywall: true` and the `reason`)");
  const actions = hooks.flatMap((hook) => guardCheck(hook)?.action ?? []);
  if (actions.some((action) => PERMISSIONS[action].length < ROLES.length)) add(403, "The user's role may not do this");
  if (!SAFE_METHODS.has(method)) add(403, "A write sent from another site (the Origin check)");
  if (route.url.includes(":") || namesProperty(schema.querystring) || namesProperty(schema.body))
    add(404, "Not found, or not the user's to see");
  if (hooks.some(isRequestLimit)) add(429, "Too many requests: try again after `Retry-After` seconds");
  for (const [status, text] of Object.entries(schema.errorAnswers ?? {})) add(Number(status) as ErrorStatus, text);

  return Object.fromEntries(Object.entries(found).map(([status, texts]) => [status, `${texts.join(". ")}.`]));
}

/** An input naming one of the user's properties: another's is answered 404, as a missing one (access/scope.ts). */
function namesProperty(input: unknown): boolean {
  return input instanceof z.ZodObject && "propertyId" in input.shape;
}
