import type { FastifyReply } from "fastify";

/** A PDF made from one account's data, as a download no cache may keep. */
export function sendPdfAttachment(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("Cache-Control", "private, no-store")
    .send(pdf);
}
