import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LABEL_LIMITS, LABEL_MESSAGES, labelsQuerySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPdfAttachment } from "../../lib/pdf-attachment";
import { authenticated, currentUser } from "../../plugins/auth";
import { renderBudget } from "../../renders/budget";
import type { RenderPool } from "../../renders/pool";
import * as service from "./service";

interface LabelsRoutesOptions {
  db: Database;
  /** The configured origin the QR codes point at. */
  appUrl: string;
  renders: RenderPool;
}

/** Label sheets as a PDF download, made on the render threads within the account's budget (issue 34). */
export function labelsRoutes(app: FastifyInstance, { db, appUrl, renders }: LabelsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counted per account after sign-in (an owner and their managers together), so one account's printing
  // never holds back another's.
  const budget = renderBudget(app, {
    key: "labels-account",
    perMinute: LABEL_LIMITS.pdfsPerMinute,
    perHour: { max: LABEL_LIMITS.pdfsPerHour, message: LABEL_MESSAGES.tooManyPdfsPerHour },
    concurrent: LABEL_LIMITS.concurrent,
    messages: { tooMany: LABEL_MESSAGES.tooManyPdfs, busy: LABEL_MESSAGES.busy },
  });

  /** Labels for a property's items (all, one category's or chosen ones) on an A4 or Letter sheet. */
  r.get(
    "/api/labels.pdf",
    {
      preHandler: [authenticated, ...budget],
      schema: {
        operationId: "printLabels",
        summary: "Download item labels as a PDF",
        querystring: labelsQuerySchema,
        fileAnswer: { mediaType: "application/pdf", description: "The label sheets, as an attachment" },
      },
    },
    async (request, reply) =>
      sendPdfAttachment(
        reply,
        await service.printLabelSheets(db, { user: currentUser(request), query: request.query, appUrl, renders }),
      ),
  );
}
