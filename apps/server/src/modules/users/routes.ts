import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  PAGE_LIMITS,
  createManagerBodySchema,
  createdManagerSchema,
  managedUserSchema,
  pageQuerySchema,
  resendInviteResponseSchema,
  updateManagerBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { succeeded, successResponse } from "../../lib/success";
import { allow, currentUser } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import type { Mailer } from "../email/mailer";
import type { ManagedUser } from "./repo";
import * as service from "./service";

const userParams = z.object({ id: z.string().min(1).max(36) });
const usersQuery = pageQuerySchema(PAGE_LIMITS.users);

const HOUR = 60 * 60 * 1000;
/**
 * Invitations per hour (issue 16: the app was used to send a stranger 21 emails). Per recipient across
 * all accounts, so no number of accounts can flood one address; per account, so one account cannot
 * spray many. An owner setting up a team of 20 stays within them; a typo is fixed by editing the email.
 */
export const INVITATION_LIMITS = {
  createsPerAccount: { max: 20, windowMs: HOUR },
  createsPerRecipient: { max: 3, windowMs: HOUR },
  resendsPerAccount: { max: 20, windowMs: HOUR },
  resendsPerRecipient: { max: 3, windowMs: HOUR },
} as const;

export interface UsersRouteOptions {
  db: Database;
  mailer: Mailer;
  /** Origin for links in emails: APP_ORIGIN or the listen address, never a request header. */
  linkOrigin: string;
}

/** The owner's user management: their manager accounts. */
export function usersRoutes(app: FastifyInstance, { db, mailer, linkOrigin }: UsersRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = allow("managers.manage");
  const ownerLike = { preHandler: ownerOnly };
  const message = ACCOUNT_MESSAGES.tooManyInvitations;
  const limit = (rule: { max: number; windowMs: number }, key: (request: FastifyRequest) => string) =>
    rateLimitBy(app, { ...rule, message, keys: [key] });
  const accountKey = (prefix: string) => (request: FastifyRequest) => `${prefix}:${currentUser(request).id}`;

  // resend-invite's recipient is the manager's current email, so the manager is found (404 for anyone
  // else's) before the limits count, and the handler uses that same row.
  const resendTargets = new WeakMap<FastifyRequest, ManagedUser>();
  const resendTarget = (request: FastifyRequest) => {
    const manager = resendTargets.get(request);
    if (!manager) throw new Error("resend-invite ran without its manager");
    return manager;
  };
  const findResendTarget = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    resendTargets.set(request, await service.findOwnManager(db, currentUser(request), request.params.id));
  };

  /** The owner's manager accounts, by name; paged. */
  r.get(
    "/api/users",
    {
      ...ownerLike,
      schema: {
        operationId: "listManagers",
        summary: "List the owner's managers",
        querystring: usersQuery,
        response: { 200: z.array(managedUserSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await service.listManagedUsers(db, currentUser(request), request.query)),
  );

  /** Creates a manager (optionally assigned, within the plan) and emails the invitation (demo: answers it). */
  r.post(
    "/api/users/create-manager",
    {
      preHandler: [
        ownerOnly,
        limit(INVITATION_LIMITS.createsPerAccount, accountKey("invite-create-account")),
        limit(
          INVITATION_LIMITS.createsPerRecipient,
          (request) => `invite-create-to:${(request.body as { email: string }).email}`,
        ),
      ],
      schema: {
        operationId: "createManager",
        summary: "Create a manager and email their invitation",
        body: createManagerBodySchema,
        response: { 201: createdManagerSchema },
        errorAnswers: { 409: "The email address belongs to another user" },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.createManager(db, mailer, {
          owner: currentUser(request),
          body: request.body,
          origin: linkOrigin,
        }),
      ),
  );

  r.patch(
    "/api/users/:id",
    {
      ...ownerLike,
      schema: {
        operationId: "updateManager",
        summary: "Change a manager's name, email or properties",
        params: userParams,
        body: updateManagerBodySchema,
        response: { 200: managedUserSchema },
        errorAnswers: { 409: "The email address belongs to another user" },
      },
    },
    (request) => service.updateManager(db, currentUser(request), { id: request.params.id, body: request.body }),
  );

  r.delete(
    "/api/users/:id",
    {
      ...ownerLike,
      schema: {
        operationId: "deleteManager",
        summary: "Delete a manager",
        params: userParams,
        response: successResponse,
      },
    },
    (request) => succeeded(service.deleteManager(db, currentUser(request), request.params.id)),
  );

  /** Emails the manager a new link to set their password (a demo account gets the link instead). */
  r.post(
    "/api/users/:id/resend-invite",
    {
      preHandler: [
        ownerOnly,
        findResendTarget,
        limit(INVITATION_LIMITS.resendsPerAccount, accountKey("invite-resend-account")),
        limit(
          INVITATION_LIMITS.resendsPerRecipient,
          (request) => `invite-resend-to:${resendTarget(request).email.toLowerCase()}`,
        ),
      ],
      schema: {
        operationId: "resendManagerInvitation",
        summary: "Email a manager a new invitation link",
        params: userParams,
        response: { 200: resendInviteResponseSchema },
      },
    },
    (request) =>
      service.resendInvite(db, mailer, {
        owner: currentUser(request),
        manager: resendTarget(request),
        origin: linkOrigin,
      }),
  );
}
