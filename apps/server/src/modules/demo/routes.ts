import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_MESSAGES, demoSignupBodySchema, demoSignupResponseSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { rateLimitBy } from "../../plugins/security";
import { startSession } from "../auth/session";
import { createDemoAccount } from "./service";

export function demoRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const limitSignups = rateLimitBy(app, {
    max: 5,
    windowMs: 60 * 60 * 1000,
    message: ACCOUNT_MESSAGES.tooManySignups,
    keys: [(request) => `demo-signup:${request.ip}`],
  });

  /** Creates a demo account with sample data and signs it in. */
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/demo/signup",
      { schema: { body: demoSignupBodySchema, response: { 201: demoSignupResponseSchema } }, preHandler: limitSignups },
      async (request, reply) => {
        await startSession(request, await createDemoAccount(db, request.body));
        return reply.status(201).send({ success: true, message: "Demo account created", autoLogin: true });
      },
    );
}
