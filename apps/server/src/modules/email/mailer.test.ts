import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { startSmtpServer } from "../../test/smtp";
import { useTestContext } from "../../test/suite";
import { createMailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { ctx } = useTestContext({ seed: false });

describe("mailer attachments", () => {
  it("keeps attachments on the outbox row and hands them to SMTP, with the Reply-To", async () => {
    const mailer = createMailer(ctx.database.db, { smtpUrl: smtp.url, from: "Stockroom <no-reply@stockroom.test>" });
    // 24 bytes: base64 without "=" padding, which the test server's quoted-printable undoing would eat.
    const bytes = Buffer.from("%PDF-1.3 purchase order!");
    await mailer.send({
      to: "orders@supplier.test",
      replyTo: "owner@hotel.test",
      subject: "Purchase order PO-000001 from Harbor View Hotel",
      text: "Please find attached purchase order PO-000001.",
      attachments: [
        { filename: "PO-000001.pdf", contentType: "application/pdf", contentBase64: bytes.toString("base64") },
      ],
    });
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "orders@supplier.test"));
    expect(row.status).toBe("sent");
    expect(row.attachments).toEqual([
      { filename: "PO-000001.pdf", contentType: "application/pdf", contentBase64: bytes.toString("base64") },
    ]);
    const [mail] = smtp.received.filter((m) => m.to.includes("orders@supplier.test"));
    expect(mail.text).toMatch(/^Reply-To: owner@hotel\.test/m);
    expect(mail.text).toMatch(/Content-Type: application\/pdf; name="?PO-000001\.pdf/);
    expect(mail.text).toMatch(/Content-Disposition: attachment; filename="?PO-000001\.pdf/);
    expect(mail.text).toContain(bytes.toString("base64"));
  });

  it("sends a message without attachments as before and stores none", async () => {
    const mailer = createMailer(ctx.database.db, { smtpUrl: smtp.url, from: "no-reply@stockroom.test" });
    await mailer.send({ to: "plain@example.test", subject: "Hello", text: "Just text" });
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "plain@example.test"));
    expect(row).toMatchObject({ status: "sent", attachments: null });
    const [mail] = smtp.received.filter((m) => m.to.includes("plain@example.test"));
    expect(mail.text).not.toContain("Content-Disposition: attachment");
  });
});
