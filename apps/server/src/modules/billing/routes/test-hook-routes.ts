import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  endGraceBodySchema,
  endGraceResponseSchema,
  scheduledJobsBodySchema,
  scheduledJobsRunSchema,
} from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { allow } from "../../../plugins/auth";
import type { PaymentServices } from "../provider/create-provider";
import { type ReceiptNotices, sendReceipts } from "../payments/receipts";
import { endGrace } from "../subscriptions/dunning";
import { runDueSubscriptionJobs } from "../subscriptions/scheduler";

/**
 * Browser journeys cannot wait a month for a renewal: with TEST_HOOKS=true (never in production) they
 * run the scheduled subscription jobs as if it were `at` (and then the receipts, as the billing.due job does), the
 * way unit tests inject a clock. Only the admin
 * may: a staging server left with TEST_HOOKS=true must not let anyone renew or downgrade every account.
 */
export function testHookRoutes(
  app: FastifyInstance,
  { db, payments, notices }: { db: Database; payments: PaymentServices; notices: ReceiptNotices },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-hooks/run-scheduled-jobs",
    {
      preHandler: allow("scheduledJobs.run"),
      schema: {
        operationId: "runScheduledJobs",
        summary: "Run the scheduled subscription jobs as at a given time (test hooks)",
        body: scheduledJobsBodySchema,
        response: { 200: scheduledJobsRunSchema },
      },
    },
    async (request) => {
      const run = await runDueSubscriptionJobs(db, payments.provider, { now: new Date(request.body.at), notices });
      await sendReceipts(db, notices);
      return run;
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-hooks/end-grace",
    {
      preHandler: allow("scheduledJobs.run"),
      schema: {
        operationId: "endGrace",
        summary: "End a failed renewal's grace now, then run the scheduled jobs (test hooks)",
        body: endGraceBodySchema,
        response: { 200: endGraceResponseSchema },
      },
    },
    async (request) => {
      const ended = await endGrace(db, request.body.email, new Date());
      await runDueSubscriptionJobs(db, payments.provider, { notices });
      await sendReceipts(db, notices);
      return { ended };
    },
  );
}
