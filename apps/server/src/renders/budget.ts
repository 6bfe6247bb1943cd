import type { FastifyInstance } from "fastify";
import type { ConcurrencyBudget } from "@stockroom/shared";
import { accountKey } from "../plugins/auth";
import { concurrencyLimitBy, rateLimitBy } from "../plugins/security";
import { RENDER_SLOT_LEASE_MS } from "./pool";

interface RenderBudget {
  /** Names the account's counters, shared by every route that passes the same key. */
  key: string;
  perMinute: number;
  /** A further cap an hour, counted under `${key}-hour`, for a route whose pace a minute's limit alone allows. */
  perHour?: { max: number; message: string };
  concurrent: ConcurrencyBudget;
  messages: { tooMany: string; busy: string };
}

/**
 * The guards of a route that makes a PDF on the render threads (issue 34): so many a minute per account, and one at a
 * time per account with a few more waiting their turn.
 */
export function renderBudget(app: FastifyInstance, { key, perMinute, perHour, concurrent, messages }: RenderBudget) {
  return [
    rateLimitBy(app, { max: perMinute, windowMs: 60_000, message: messages.tooMany, keys: [accountKey(key)] }),
    ...(perHour
      ? [
          rateLimitBy(app, {
            max: perHour.max,
            windowMs: 3_600_000,
            message: perHour.message,
            keys: [accountKey(`${key}-hour`)],
          }),
        ]
      : []),
    concurrencyLimitBy(app, {
      ...concurrent,
      leaseMs: RENDER_SLOT_LEASE_MS,
      message: messages.busy,
      key: accountKey(key),
    }),
  ];
}
