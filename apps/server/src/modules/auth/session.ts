import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../plugins/session";

/** Signs the request's browser in as this user under a fresh session id (no session fixation). */
export async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
}

/** Signs the browser out: the session row goes and the cookie is deleted. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session.userId) await request.session.destroy();
  reply.endsSession = true;
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
