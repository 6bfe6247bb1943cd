import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LOGIN_RATE_LIMIT, MESSAGES, loginBodySchema, type LoginResponse } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import { SESSION_COOKIE } from "../../plugins/session";
import { authenticate } from "./service";

/** Sign-in, the signed-in user, and the browser navigations /api/login and /api/logout. */
export async function authRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitSignIn = rateLimitBy(app, {
    ...LOGIN_RATE_LIMIT,
    message: MESSAGES.tooManyLoginAttempts,
    keys: [
      (request) => `login-ip:${request.ip}`,
      (request) => `login-email:${String((request.body as { email?: unknown }).email).toLowerCase()}`,
    ],
  });

  /** Signs in with email and password; the session id is replaced so a planted id never gains access. */
  r.post(
    "/api/auth/login",
    {
      schema: { body: loginBodySchema },
      preHandler: limitSignIn,
    },
    async (request): Promise<LoginResponse> => {
      const userId = await authenticate(db, request.body);
      await request.session.regenerate();
      request.session.userId = userId;
      return { success: true, message: MESSAGES.loginSuccess };
    },
  );

  /** The signed-in user without secrets; 401 when signed out. */
  r.get("/api/auth/user", { preHandler: authenticated }, async (request) => currentUser(request));

  /** Ends the session and returns to the landing page. */
  r.get("/api/logout", async (request, reply) => {
    if (request.session.userId) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.redirect("/");
  });

  /** Where signed-out screens send the browser to sign in. */
  r.get("/api/login", async (_request, reply) => reply.redirect("/login"));
}
