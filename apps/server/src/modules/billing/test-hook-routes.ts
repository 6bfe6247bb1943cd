import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { allow } from "../../plugins/auth";
import type { PaymentServices } from "./create-provider";
import { runDueSubscriptionJobs } from "./scheduler";

/** How many scheduled plan changes, renewals and failed renewals the run carried out. */
const jobsRunSchema = z.object({
  changesApplied: z.number().int(),
  renewed: z.number().int(),
  failed: z.number().int(),
});

/**
 * Browser journeys cannot wait a month for a renewal: with TEST_HOOKS=true (never in production) they
 * run the scheduled subscription jobs as if it were `at`, the way unit tests inject a clock. Only the admin
 * may: a staging server left with TEST_HOOKS=true must not let anyone renew or downgrade every account.
 */
export async function testHookRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: PaymentServices },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-hooks/run-scheduled-jobs",
    {
      preHandler: allow("scheduledJobs.run"),
      schema: { body: z.object({ at: z.iso.datetime() }), response: { 200: jobsRunSchema } },
    },
    (request) => runDueSubscriptionJobs(db, payments.provider, new Date(request.body.at)),
  );
}
