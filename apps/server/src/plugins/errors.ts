import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES, QUANTITY_MESSAGES, type ApiErrorBody } from "@stockroom/shared";
import { isAppError } from "../lib/errors";

/**
 * The one place errors become HTTP answers. Domain errors keep their status and details; validation
 * failures are 400 with a message per field; anything unexpected is logged and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const body: ApiErrorBody = { message: error.message, error: error.code, ...error.details };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[field] ??= issue.message ?? "Invalid value";
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      const body: ApiErrorBody = { message: first, error: "VALIDATION_ERROR", fields };
      return reply.status(400).send(body);
    }
    if (violatesCheck(error)) {
      // The schemas and services keep quantities in range; a CHECK constraint refusing one means a path
      // they missed. The transaction has rolled back, so it is a conflict with the stored data, not a 500.
      request.log.warn({ err: error }, "check constraint refused a write");
      const body: ApiErrorBody = { message: QUANTITY_MESSAGES.outOfRange, error: "CONFLICT" };
      return reply.status(409).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const body: ApiErrorBody = { message: error.message, error: error.code ?? "BAD_REQUEST" };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: MESSAGES.internal } satisfies ApiErrorBody);
  });
}

/** PostgreSQL's check_violation, on the error or on what it wraps (Drizzle wraps driver errors). */
const CHECK_VIOLATION = "23514";

function violatesCheck(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    if ((at as { code?: unknown }).code === CHECK_VIOLATION) return true;
  }
  return false;
}
