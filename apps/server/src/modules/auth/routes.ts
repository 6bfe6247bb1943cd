import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  LOGIN_RATE_LIMIT,
  MESSAGES,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  sessionUserSchema,
  successSchema,
  type LoginBody,
  type MessageResponse,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { authenticated, currentUser } from "../../plugins/auth";
import { attemptRateLimit, rateLimitBy } from "../../plugins/security";
import { setPasswordFromLink } from "./reset-link";
import { authenticate, saveNotificationPreferences, sessionUser } from "./service";
import { endSession, startSession } from "./session";

/** Sign-in, the signed-in user, and the browser navigations /api/login and /api/logout. */
export interface AuthRouteOptions {
  db: Database;
  /** The forgotten-password email is written by a job, after the answer. */
  jobs: JobEngine;
}

const MINUTE = 60 * 1000;
const emailKey = (prefix: string) => (request: FastifyRequest) =>
  `${prefix}:${String((request.body as { email?: unknown }).email).toLowerCase()}`;

export function authRoutes(app: FastifyInstance, { db, jobs }: AuthRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signInAttempts = attemptRateLimit(app, {
    ...LOGIN_RATE_LIMIT,
    message: MESSAGES.tooManyLoginAttempts,
    keys: [(request) => `login-ip:${request.ip}`, emailKey("login-email")],
  });
  const limitResetRequests = rateLimitBy(app, {
    max: 5,
    windowMs: MINUTE,
    message: ACCOUNT_MESSAGES.tooManyResetRequests,
    keys: [(request) => `forgot-ip:${request.ip}`, emailKey("forgot-email")],
  });
  const limitResets = rateLimitBy(app, {
    max: 10,
    windowMs: MINUTE,
    message: ACCOUNT_MESSAGES.tooManyResetRequests,
    keys: [(request) => `reset-ip:${request.ip}`],
  });

  /** Checks the credentials and replaces the session id, so a planted id never gains access. */
  const signIn = async (request: FastifyRequest<{ Body: LoginBody }>): Promise<MessageResponse> => {
    // The attempt was reserved by the preHandler; a failure keeps it, a success hands it back.
    const userId = await authenticate(db, request.body);
    await signInAttempts.succeeded(request);
    await startSession(request, userId);
    return { success: true, message: MESSAGES.loginSuccess };
  };
  const answersMessage = { 200: messageResponseSchema };
  const signInRoute = (operationId: string, summary: string) => ({
    schema: {
      operationId,
      summary,
      body: loginBodySchema,
      response: answersMessage,
      errorAnswers: {
        401: "The email or the password is wrong",
        403: "The account's checkout has not been paid yet",
      },
    },
    preHandler: signInAttempts.check,
  });

  /** Signs in with email and password. */
  r.post("/api/auth/login", signInRoute("signIn", "Sign in: sets the session cookie"), signIn);

  /** Same as login; the checkout flow calls it after registration. */
  r.post("/api/auth/auto-login", signInRoute("signInAfterCheckout", "Sign in after checkout (as signIn)"), signIn);

  /**
   * Emails a reset link when the account exists; always answers OK so accounts cannot be discovered. The
   * answer only queues a job, which looks the account up and writes the email, so an existing and an unknown
   * address answer after the same work (issue 16.7), and the request survives a restart (issue 34).
   */
  r.post(
    "/api/auth/forgot-password",
    {
      schema: {
        operationId: "requestPasswordReset",
        summary: "Email a password reset link",
        body: forgotPasswordBodySchema,
        response: answersMessage,
      },
      preHandler: limitResetRequests,
    },
    async (request) => {
      await jobs.send(db, { name: "auth.password-reset", data: { email: request.body.email } });
      return { success: true, message: ACCOUNT_MESSAGES.resetLinkSent };
    },
  );

  /**
   * Sets a new password from an emailed token; the token is used up and other sessions end. An invitation's token
   * also signs the manager in, under a fresh session id (issue 36).
   */
  r.post(
    "/api/auth/reset-password",
    {
      schema: {
        operationId: "resetPassword",
        summary: "Set a new password with an emailed link's token; an invitation's also signs the manager in",
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema },
        errorAnswers: { 400: "The reset link is invalid, used or expired" },
      },
      preHandler: limitResets,
    },
    async (request) => {
      const { signInAs, answer } = await setPasswordFromLink(db, {
        ...request.body,
        currentSessionId: request.session.sessionId,
      });
      if (signInAs) await startSession(request, signInAs);
      return answer;
    },
  );

  /** The signed-in user's notification preferences. */
  const answersPreferences = { 200: notificationPreferencesSchema };
  r.get(
    "/api/auth/preferences",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getNotificationPreferences",
        summary: "Get the user's notification preferences",
        response: answersPreferences,
      },
    },
    (request) => currentUser(request).notificationPreferences,
  );

  /** Saves the signed-in user's notification preferences. */
  r.put(
    "/api/auth/preferences",
    {
      preHandler: authenticated,
      schema: {
        operationId: "updateNotificationPreferences",
        summary: "Save the user's notification preferences",
        body: notificationPreferencesSchema,
        response: answersPreferences,
      },
    },
    (request) => saveNotificationPreferences(db, currentUser(request), request.body),
  );

  /** The signed-in user without secrets; 401 when signed out. */
  r.get(
    "/api/auth/user",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getCurrentUser",
        summary: "Get the signed-in user",
        response: { 200: sessionUserSchema },
      },
    },
    (request) => {
      const user = currentUser(request);
      return sessionUser(user, request.subscriber ?? { ...user, pastDueSince: null });
    },
  );

  /**
   * Ends the session and returns to the landing page. A GET has no CSRF check, so a link on another site
   * could sign the user out: a navigation the browser marks cross-site only goes to the landing page, still
   * signed in (decision 86). Same-site navigations, and old browsers without Sec-Fetch-Site, sign out.
   */
  const signOutAndLeave = {
    schema: { operationId: "signOutAndLeave", summary: "Sign out and go to the landing page", redirectTo: "/" },
  };
  r.get("/api/logout", signOutAndLeave, async (request, reply) => {
    if (request.headers["sec-fetch-site"] !== "cross-site") await endSession(request, reply);
    return reply.redirect("/");
  });

  /** Ends the session for the web app's Sign Out; a POST, so the Origin check refuses foreign pages. */
  const signOut = { schema: { operationId: "signOut", summary: "Sign out", response: { 200: successSchema } } };
  r.post("/api/logout", signOut, async (request, reply) => {
    await endSession(request, reply);
    return { success: true };
  });

  /** Where signed-out screens send the browser to sign in. */
  const goToSignIn = {
    schema: { operationId: "goToSignIn", summary: "Go to the sign-in page", redirectTo: "/login" },
  };
  r.get("/api/login", goToSignIn, async (_request, reply) => reply.redirect("/login"));
}
