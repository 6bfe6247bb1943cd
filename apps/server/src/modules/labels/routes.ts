import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LABEL_LIMITS, LABEL_MESSAGES, labelsQuerySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import * as service from "./service";

/** Label sheets as a PDF download; `appUrl` is the configured origin the QR codes point at. */
export function labelsRoutes(app: FastifyInstance, { db, appUrl }: { db: Database; appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counted per account after sign-in, so one user's printing never holds back another's.
  const limitPdfs = rateLimitBy(app, {
    max: LABEL_LIMITS.pdfsPerMinute,
    windowMs: 60_000,
    message: LABEL_MESSAGES.tooManyPdfs,
    keys: [(request) => `labels-account:${currentUser(request).id}`],
  });

  /** Labels for a property's items (all, one category's or chosen ones) on an A4 or Letter sheet. */
  r.get(
    "/api/labels.pdf",
    { preHandler: [authenticated, limitPdfs], schema: { querystring: labelsQuerySchema } },
    async (request, reply) => {
      const { pdf, fileName } = await service.printLabelSheets(db, {
        user: currentUser(request),
        query: request.query,
        appUrl,
      });
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );
}
