import { NEXT_CURSOR_HEADER, OUTBOX_MESSAGES, type EmailStatus } from "@stockroom/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { startSmtpServer } from "../../test/smtp";
import { useAccount, useTestContext } from "../../test/suite";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { ctx, api } = useTestContext(() => Promise.resolve({ seed: false, env: { SMTP_URL: smtp.url } }));
const admin = useAccount(ctx, { role: "admin" });
const owner = useAccount(ctx);

let sequence = 0;

/** An outbox row written straight into the table, in any status, with no delivery job. */
async function message(status: EmailStatus, error: string | null = null): Promise<number> {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(emailOutbox)
    .values({
      toAddress: `reader-${sequence}@example.test`,
      subject: `Message ${sequence}`,
      textBody: `https://stock.example.test/reset-password?token=secret-${sequence}`,
      status,
      error,
      attempts: status === "queued" ? 0 : 1,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

async function statusOf(id: number) {
  const [row] = await ctx.database.db
    .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, error: emailOutbox.error })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row;
}

async function summary() {
  const answer = await api("GET", "/api/admin/outbox/summary", admin.cookie);
  expect(answer.status).toBe(200);
  return answer.body as Record<EmailStatus, number>;
}

describe("the admin's outbox", () => {
  it("lists messages newest first without their bodies, one filter at a time, a page at a time", async () => {
    const ids = {
      queued: await message("queued"),
      sending: await message("sending"),
      sent: await message("sent"),
      failed: await message("failed", "550 No such user"),
      dead: await message("dead", "421 Try again later"),
    };

    const all = await api("GET", "/api/admin/outbox", admin.cookie);
    expect(all.status).toBe(200);
    const listed = all.body as { id: number }[];
    expect(listed.map((m) => m.id).slice(0, 5)).toEqual([ids.dead, ids.failed, ids.sent, ids.sending, ids.queued]);
    expect(all.body[1]).toEqual({
      id: ids.failed,
      to: expect.stringMatching(/@example\.test$/),
      subject: expect.any(String),
      status: "failed",
      error: "550 No such user",
      attempts: 1,
      lastAttemptAt: null,
      sentAt: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(all.body)).not.toContain("token=");

    const pending = await api("GET", "/api/admin/outbox?status=pending", admin.cookie);
    expect((pending.body as { id: number }[]).map((m) => m.id)).toEqual([ids.sending, ids.queued]);
    for (const status of ["queued", "sent", "failed", "dead"] as const) {
      const one = await api("GET", `/api/admin/outbox?status=${status}`, admin.cookie);
      expect((one.body as { id: number; status: string }[]).map((m) => [m.id, m.status])).toEqual([
        [ids[status], status],
      ]);
    }

    const first = await ctx.app.inject({ url: "/api/admin/outbox?limit=2", headers: { cookie: admin.cookie } });
    expect(first.json<{ id: number }[]>().map((m) => m.id)).toEqual([ids.dead, ids.failed]);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const second = await api("GET", `/api/admin/outbox?limit=2&cursor=${cursor}`, admin.cookie);
    expect((second.body as { id: number }[]).map((m) => m.id)).toEqual([ids.sent, ids.sending]);
  });

  it("refuses an unknown filter and a bad page with a 400", async () => {
    const unknown = await api("GET", "/api/admin/outbox?status=bounced", admin.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(OUTBOX_MESSAGES.unknownFilter);
    expect((await api("GET", "/api/admin/outbox?cursor=nonsense", admin.cookie)).status).toBe(400);
    expect((await api("GET", "/api/admin/outbox?limit=0", admin.cookie)).status).toBe(400);
  });

  it("counts the messages of every status, zero included", async () => {
    const before = await summary();
    await message("dead", "421 Try again later");
    await message("sent");
    await message("sent");
    const after = await summary();
    expect(Object.keys(after).sort()).toEqual(["dead", "failed", "queued", "sending", "sent"]);
    expect(after).toEqual({ ...before, dead: before.dead + 1, sent: before.sent + 2 });
  });

  it("queues a failed or a dead message again, with its attempts reset, and delivers it once", async () => {
    for (const status of ["failed", "dead"] as const) {
      const id = await message(status, "550 No such user");
      const retried = await api("POST", `/api/admin/outbox/${id}/retry`, admin.cookie);
      expect(retried.status).toBe(202);
      expect(retried.body).toMatchObject({ id, status: "queued", attempts: 0, error: null });
      expect(retried.body).not.toHaveProperty("text");

      await ctx.jobs.drain();
      expect(await statusOf(id)).toEqual({ status: "sent", attempts: 1, error: null });
    }
  });

  it("refuses to retry a message that is not failed or dead (409), an unknown one (404) and a bad id (400)", async () => {
    for (const status of ["queued", "sending", "sent"] as const) {
      const id = await message(status);
      const refused = await api("POST", `/api/admin/outbox/${id}/retry`, admin.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: OUTBOX_MESSAGES.notRetryable(status), error: "CONFLICT" });
      expect((await statusOf(id)).status).toBe(status);
    }
    const unknown = await api("POST", "/api/admin/outbox/2147483000/retry", admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Email not found");
    expect((await api("POST", "/api/admin/outbox/abc/retry", admin.cookie)).status).toBe(400);
  });

  it("queues a message once when two retries come at once", async () => {
    const id = await message("dead", "421 Try again later");
    const answers = await Promise.all([1, 2].map(() => api("POST", `/api/admin/outbox/${id}/retry`, admin.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const before = smtp.received.length;
    await ctx.jobs.drain();
    expect(smtp.received.length - before).toBe(1);
  });

  it("is the admin's only: owners are refused, and nothing changes", async () => {
    const id = await message("failed", "550 No such user");
    for (const [method, url] of [
      ["GET", "/api/admin/outbox"],
      ["GET", "/api/admin/outbox/summary"],
      ["POST", `/api/admin/outbox/${id}/retry`],
    ] as const) {
      expect((await api(method, url, owner.cookie)).status).toBe(403);
      expect((await api(method, url)).status).toBe(401);
    }
    expect((await statusOf(id)).status).toBe("failed");
  });
});

describe("a message SMTP refused, retried by the admin", () => {
  it("reads failed with SMTP's reason, then is delivered exactly once after the retry", async () => {
    const to = "orders@refusing.example.test";
    smtp.refusing.add(to);
    const id = await ctx.mailer.queue(ctx.database.db, { to, subject: "Purchase order PO-000001", text: "Attached." });
    await ctx.jobs.drain();

    const failed = await api("GET", "/api/admin/outbox?status=failed", admin.cookie);
    expect(failed.body).toContainEqual(
      expect.objectContaining({ id, status: "failed", attempts: 1, error: expect.stringContaining("550") }),
    );
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(0);

    smtp.refusing.delete(to);
    expect((await api("POST", `/api/admin/outbox/${id}/retry`, admin.cookie)).status).toBe(202);
    await ctx.jobs.drain();
    await ctx.jobs.drain();

    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(await statusOf(id)).toEqual({ status: "sent", attempts: 1, error: null });
    const again = await api("POST", `/api/admin/outbox/${id}/retry`, admin.cookie);
    expect(again.status).toBe(409);
    await ctx.jobs.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });
});
