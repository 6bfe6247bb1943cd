import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { labelsQuerySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

/** Label sheets as a PDF download; `appUrl` is the configured origin the QR codes point at. */
export function labelsRoutes(app: FastifyInstance, { db, appUrl }: { db: Database; appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Labels for a property's items (all, one category's or chosen ones) on an A4 or Letter sheet. */
  r.get(
    "/api/labels.pdf",
    { preHandler: authenticated, schema: { querystring: labelsQuerySchema } },
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
