import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  renewResetLinkResponseSchema,
  resetLinkBodySchema,
  resetLinkStatusSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { rateLimitBy } from "../../plugins/security";
import type { Mailer } from "../email/mailer";
import { renewResetLink, resetLinkStatus } from "./reset-link";

/** A set-password link read before anything is typed, and a new one for a used or expired link (issue 36). */
export interface ResetLinkRouteOptions {
  db: Database;
  mailer: Mailer;
  /** Where the links in emails point: configuration only, never the request. */
  linkOrigin: string;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export function resetLinkRoutes(app: FastifyInstance, { db, mailer, linkOrigin }: ResetLinkRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitReads = rateLimitBy(app, {
    max: 20,
    windowMs: MINUTE,
    message: ACCOUNT_MESSAGES.tooManyResetRequests,
    keys: [(request) => `reset-link-ip:${request.ip}`],
  });
  // Each new link is an email to the address: a few an hour from one place, behind the address's daily cap.
  const limitRenewals = rateLimitBy(app, {
    max: 5,
    windowMs: HOUR,
    message: ACCOUNT_MESSAGES.tooManyNewLinks,
    keys: [(request) => `reset-link-renew-ip:${request.ip}`],
  });

  /** A POST, so the token stays out of URLs and access logs. */
  r.post(
    "/api/auth/reset-link",
    {
      schema: {
        operationId: "getResetLinkStatus",
        summary: "Read what a set-password link is for, and whether it still works",
        body: resetLinkBodySchema,
        response: { 200: resetLinkStatusSchema },
      },
      preHandler: limitReads,
    },
    (request) => resetLinkStatus(db, request.body.token),
  );

  r.post(
    "/api/auth/reset-link/renew",
    {
      schema: {
        operationId: "renewResetLink",
        summary: "Email a new set-password link in place of a used or expired one",
        body: resetLinkBodySchema,
        response: { 200: renewResetLinkResponseSchema },
        errorAnswers: {
          400: "The link is unknown, or its account's inviter must send a new one",
          429: "Too many new links for this address or from this address",
        },
      },
      preHandler: limitRenewals,
    },
    (request) => renewResetLink(db, mailer, { token: request.body.token, origin: linkOrigin }),
  );
}
