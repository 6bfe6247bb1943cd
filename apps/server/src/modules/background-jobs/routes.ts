import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminJobParamsSchema, adminJobQueueSchema, adminJobSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { allow } from "../../plugins/auth";
import { listJobQueues, retryJob } from "./service";

/** The job engine as operations sees it (issue 34.2): each queue's counts, its failed jobs and their retry. */
export function backgroundJobsRoutes(app: FastifyInstance, { db, jobs }: { db: Database; jobs: JobEngine }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("operations.manage");

  r.get(
    "/api/admin/jobs",
    {
      preHandler,
      schema: {
        operationId: "listJobQueues",
        summary: "List the job queues with their counts and failed jobs",
        response: { 200: z.array(adminJobQueueSchema) },
      },
    },
    () => listJobQueues({ db, jobs }),
  );

  /** A failed job waits to run again (202); a failed email delivery is retried from the outbox instead (409). */
  r.post(
    "/api/admin/jobs/:queue/:id/retry",
    {
      preHandler,
      schema: {
        operationId: "retryJob",
        summary: "Run a failed job again",
        params: adminJobParamsSchema,
        response: { 202: adminJobSchema },
        errorAnswers: { 409: "The job has not failed, or is an email delivery (retried from the outbox)" },
      },
    },
    async (request, reply) => reply.status(202).send(await retryJob(jobs, request.params)),
  );
}
