import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  demoConfirmBodySchema,
  demoSignupBodySchema,
  demoSignupResponseSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { rateLimitBy } from "../../plugins/security";
import { startSession } from "../auth/session";
import { confirmDemoSignup, startDemoSignup } from "./service";

const HOUR = 60 * 60 * 1000;

export function demoRoutes(app: FastifyInstance, { db, jobs }: { db: Database; jobs: JobEngine }) {
  // Per client, and per address whatever the client (the same count for an address with or without an
  // account, so the refusal tells nothing): behind it, the address gets at most MAIL_LIMITS.addressNotice.
  const limitSignups = rateLimitBy(app, {
    max: 5,
    windowMs: HOUR,
    message: ACCOUNT_MESSAGES.tooManySignups,
    keys: [(request) => `demo-signup:${request.ip}`],
  });
  const limitSignupsPerAddress = rateLimitBy(app, {
    max: 3,
    windowMs: 24 * HOUR,
    message: ACCOUNT_MESSAGES.tooManySignups,
    keys: [(request) => `demo-signup-to:${(request.body as { email: string }).email}`],
  });
  const limitConfirmations = rateLimitBy(app, {
    max: 10,
    windowMs: 60 * 1000,
    message: ACCOUNT_MESSAGES.tooManySignups,
    keys: [(request) => `demo-confirm:${request.ip}`],
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Emails the address the link that starts the demo (or tells its account); answers the same for every address,
   * without autoLogin, so the spec's client signs in with the typed credentials, which only an account that
   * already had them lets in (issue 34).
   */
  r.post(
    "/api/demo/signup",
    {
      schema: {
        operationId: "startDemoSignup",
        summary: "Email the link that starts a demo account",
        body: demoSignupBodySchema,
        response: { 201: demoSignupResponseSchema },
      },
      preHandler: [limitSignups, limitSignupsPerAddress],
    },
    async (request, reply) => {
      await startDemoSignup(db, jobs, request.body);
      return reply
        .status(201)
        .send({ success: true, message: ACCOUNT_MESSAGES.demoConfirmationSent, autoLogin: false });
    },
  );

  /** Makes the demo account from its emailed link, with sample data, and signs it in. */
  r.post(
    "/api/demo/confirm",
    {
      schema: {
        operationId: "confirmDemoSignup",
        summary: "Open the demo account from its emailed link and sign it in",
        body: demoConfirmBodySchema,
        response: { 201: demoSignupResponseSchema },
        errorAnswers: {
          400: "The link is invalid or expired",
          409: "The email address already has an account",
        },
      },
      preHandler: limitConfirmations,
    },
    async (request, reply) => {
      await startSession(request, await confirmDemoSignup(db, request.body.token));
      return reply.status(201).send({ success: true, message: ACCOUNT_MESSAGES.demoStarted, autoLogin: true });
    },
  );
}
