import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createJobHandlers } from "../../jobs/handlers";
import { ageActiveJobs, exhaustRetries, jobStates, makeRetriesDue, retryWaits } from "../../test/jobs";
import { type SmtpTestServer, startSmtpServer } from "../../test/smtp";
import { useTestContext } from "../../test/suite";
import { claimForDelivery } from "./repo";

/**
 * The outbox's delivery (issue 34.2, decision 158) against a real SMTP server that accepts, answers 451 or 550,
 * or is down: retried with backoff while passing, final on a 5xx, dead after the last retry, exactly once.
 */

let smtp: SmtpTestServer;
const { ctx } = useTestContext(async () => {
  smtp = await startSmtpServer();
  return { seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM: "Stockroom <no-reply@stockroom.test>" } };
});
afterAll(() => smtp.close());

const db = () => ctx.database.db;
const queue = (to: string, extra: { replyTo?: string } = {}) =>
  ctx.mailer.queue(db(), { to, subject: `Hello ${to}`, text: "Just text", ...extra });
const rowOf = async (id: number) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

beforeEach(async () => {
  smtp.accept();
  // Each test starts with no job left behind by another.
  await db().execute(sql`delete from pgboss.job where name = 'email.deliver'`);
});

describe("handing a message to SMTP", () => {
  it("sends the attachments, the Reply-To and the Message-ID the message was written with", async () => {
    // 24 bytes: base64 without "=" padding, which the test server's quoted-printable undoing would eat.
    const bytes = Buffer.from("%PDF-1.3 purchase order!");
    const id = await ctx.mailer.queue(db(), {
      to: "orders@supplier.test",
      replyTo: "owner@hotel.test",
      subject: "Purchase order PO-000001 from Harbor View Hotel",
      text: "Please find attached purchase order PO-000001.",
      attachments: [
        { filename: "PO-000001.pdf", contentType: "application/pdf", contentBase64: bytes.toString("base64") },
      ],
    });
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(receivedBy("orders@supplier.test")).toEqual([]);
    await ctx.jobs.drain();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@stockroom\.test>$/);
    const [mail] = receivedBy("orders@supplier.test");
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.text).toMatch(/^Reply-To: owner@hotel\.test/m);
    expect(mail.text).toMatch(/Content-Type: application\/pdf; name="?PO-000001\.pdf/);
    expect(mail.text).toMatch(/Content-Disposition: attachment; filename="?PO-000001\.pdf/);
    expect(mail.text).toContain(bytes.toString("base64"));
  });

  it("sends a message without attachments and stores none", async () => {
    const id = await queue("plain@example.test");
    await ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: "sent", attachments: null });
    expect(receivedBy("plain@example.test")[0].text).not.toContain("Content-Disposition: attachment");
  });

  it("exists only if the transaction that wrote it committed", async () => {
    await db()
      .transaction(async (tx) => {
        await ctx.mailer.queue(tx, { to: "rolled-back@example.test", subject: "No", text: "Never" });
        throw new Error("the deciding transaction failed");
      })
      .catch(() => undefined);
    expect(await ctx.jobs.drain()).toBe(0);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "rolled-back@example.test"))).toEqual(
      [],
    );
  });
});

describe("when SMTP does not take it", () => {
  it("tries a 451 again with a growing backoff and delivers it once when the server takes it", async () => {
    smtp.refuse(451, "4.3.0 Try again later");
    const id = await queue("later@example.test");
    await ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await rowOf(id)).error).toMatch(/451.*Try again later/);
    const [first] = await retryWaits(db(), "email.deliver");
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    const [second] = await retryWaits(db(), "email.deliver");
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 2 });
    // 10 s doubled per retry with jitter: 10–20 s, then 20–40 s.
    expect(first).toBeGreaterThan(8);
    expect(first).toBeLessThanOrEqual(21);
    expect(second).toBeGreaterThan(18);
    expect(second).toBeLessThanOrEqual(41);
    expect(receivedBy("later@example.test")).toEqual([]);

    smtp.accept();
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, error: null });
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    expect(receivedBy("later@example.test")).toHaveLength(1);
  });

  it("gives up on a 550 at once, with the server's reply, and never sends it", async () => {
    smtp.refuse(550, "5.1.1 No such mailbox");
    const id = await queue("nobody@example.test");
    await ctx.jobs.drain();
    smtp.accept();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.error).toMatch(/550.*No such mailbox/);
    expect(await jobStates(db(), "email.deliver")).toEqual({ completed: 1 });
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    expect(receivedBy("nobody@example.test")).toEqual([]);
  });

  it("leaves a message dead with its last error once the last retry failed", async () => {
    await smtp.stop();
    try {
      const id = await queue("unlucky@example.test");
      await ctx.jobs.drain();
      await exhaustRetries(db(), "email.deliver");
      await makeRetriesDue(db());
      await ctx.jobs.drain();
      const row = await rowOf(id);
      expect(row.status).toBe("dead");
      expect(row.error).toMatch(/ECONNREFUSED/);
      expect(await jobStates(db(), "email.deliver")).toEqual({ failed: 1 });
    } finally {
      await smtp.start();
    }
  });

  it("delivers every message written while the server was down exactly once after it is back", async () => {
    await smtp.stop();
    const addresses = Array.from({ length: 6 }, (_, i) => `down-${i}@example.test`);
    const ids: number[] = [];
    try {
      for (const address of addresses) ids.push(await queue(address));
      await ctx.jobs.drain();
      await makeRetriesDue(db());
      await ctx.jobs.drain();
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 2 });
    } finally {
      await smtp.start();
    }
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
    for (const id of ids) expect((await rowOf(id)).status).toBe("sent");
  });
});

describe("after a crash or without SMTP", () => {
  it("takes back a delivery whose worker died mid-attempt and sends it once", async () => {
    const id = await queue("crash@example.test");
    // A worker took the job and claimed the message, then its process died before SMTP answered.
    const [job] = await ctx.jobs.boss.fetch("email.deliver");
    expect(job).toBeDefined();
    expect(await claimForDelivery(db(), { id, staleBefore: new Date(0) })).toBeDefined();
    await ageActiveJobs(db());
    await db()
      .update(emailOutbox)
      .set({ lastAttemptAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(emailOutbox.id, id));
    // The engine's maintenance takes the expired job back for another attempt.
    await ctx.jobs.boss.supervise("email.deliver");
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(receivedBy("crash@example.test")).toHaveLength(1);
  });

  it("keeps messages queued without SMTP_URL and delivers them once a start has it", async () => {
    /** The handlers of an instance started with this SMTP_URL, or none. */
    const startedWith = (smtpUrl?: string) =>
      createJobHandlers({
        db: db(),
        jobs: ctx.jobs,
        mailer: ctx.mailer,
        payments: ctx.payments.provider,
        linkOrigin: "http://localhost:5000",
        seller: { name: "Stockroom", address: [], taxId: null, tax: null },
        mailFrom: "no-reply@stockroom.test",
        smtpUrl,
        photos: ctx.photos,
      });
    const held = startedWith();
    ctx.jobs.handle(held.handlers);
    const id = await queue("held@example.test");
    await ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 0 });

    const configured = startedWith(smtp.url);
    ctx.jobs.handle(configured.handlers);
    try {
      await ctx.jobs.boss.send("email.release", {});
      await ctx.jobs.drain();
      // The release runs again every five minutes: a message already sent is not sent twice.
      await ctx.jobs.boss.send("email.release", {});
      await ctx.jobs.drain();
    } finally {
      held.close();
      configured.close();
    }
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(receivedBy("held@example.test")).toHaveLength(1);
  });
});
