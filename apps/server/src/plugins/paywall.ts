import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PAYWALL_MESSAGES, needsPayment, paymentBlock, paywallOpen } from "@stockroom/shared";
import type { Database } from "../db/client";
import { AppError } from "../lib/errors";
import { latestPaymentIssue } from "../modules/billing";

/**
 * The paywall on the server: while the subscription that decides for the signed-in user (theirs, or
 * their owner's) needs payment, every route outside PAYWALL_OPEN_ROUTES answers 402 with the reason the
 * payment dialog shows. It runs when the request arrives, after the auth plugin and before the routes' own
 * guards, so a signed-in caller meets it before 403, 404 and any field message; anonymous callers are left
 * to the guards' 401. The decision reads only the row the auth plugin loaded; the reason costs a query, and
 * only when the request is refused.
 */
export const paywallPlugin = fp((app: FastifyInstance, opts: { db: Database }) => {
  app.addHook("onRequest", async (request) => {
    const { user, subscriber } = request;
    const route = request.routeOptions.url;
    if (!user || !subscriber || route === undefined || paywallOpen(request.method, route)) return;
    const now = new Date();
    if (!needsPayment(subscriber, now)) return;
    const { reason } = paymentBlock(subscriber, await latestPaymentIssue(opts.db, subscriber.id), now);
    const message = user.role === "manager" ? PAYWALL_MESSAGES.manager : PAYWALL_MESSAGES.owner;
    throw new AppError("PAYMENT_REQUIRED", message, { paywall: true, reason });
  });
});
