import type { FastifyRequest } from "fastify";

/** Signs the request's browser in as this user under a fresh session id (no session fixation). */
export async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
}
