import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES, type ApiErrorBody } from "@stockroom/shared";
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
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const body: ApiErrorBody = { message: error.message, error: error.code ?? "BAD_REQUEST" };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: MESSAGES.internal } satisfies ApiErrorBody);
  });
}
