import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@stockroom/shared";
import { emailOutbox, passwordResetTokens, users } from "../../db/schema";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { type TestContext, createTestContext, signIn } from "../../test/context";
import { client } from "../../test/fixtures";
import { startSmtpServer, tokenFrom } from "../../test/smtp";
import { issueResetLink } from "./reset-token";

const { owner, manager } = DEMO_CREDENTIALS;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, APP_ORIGIN: "https://stock.example.com" } });
  api = client(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Asks for a reset link and runs the jobs it leaves (the lookup, then the delivery), which run after the answer. */
async function forgot(email: string, remoteAddress = "10.1.0.1") {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
  await ctx.jobs.drain();
  return response;
}

describe("forgot password", () => {
  it("emails a one-hour reset link through SMTP to an existing account", async () => {
    const response = await forgot(owner.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetLinkSent });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([owner.email]);
    expect(mail.text).toContain("https://stock.example.com/reset-password?token=");
    expect(mail.text).toContain("expires in 1 hour");
    const [outbox] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(outbox.status).toBe("sent");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const before = smtp.received.length;
    const response = await forgot("nobody@example.com", "10.1.0.2");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetLinkSent });
    expect(smtp.received.length).toBe(before);
  });

  it("validates the email and rate limits requests", async () => {
    expect((await forgot("not-an-email", "10.1.0.3")).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(`x${i}@example.com`, "10.1.0.4")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("limits requests for one email to 5 a minute, whatever the address", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot("Same@Example.com", `10.1.1.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("reset password", () => {
  it("sets the new password, uses the token up and ends the user's other sessions", async () => {
    const elsewhere = await signIn(ctx.app, manager.email, manager.password);
    await forgot(manager.email, "10.1.0.5");
    const token = tokenFrom(smtp.received.at(-1)!);

    const weak = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "alllowercase1" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must contain an uppercase letter");
    const short = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "Ab1" });
    expect(short.body.message).toBe("Password must be at least 8 characters long");

    const done = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "BrandNew2026" });
    expect(done.status).toBe(200);
    expect((await api("GET", "/api/auth/user", elsewhere)).status).toBe(401);
    await expect(signIn(ctx.app, manager.email, manager.password)).rejects.toThrow(/401/);
    await expect(signIn(ctx.app, manager.email, "BrandNew2026")).resolves.toMatch(/^sid=/);

    const reused = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "Another2026" });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it("refuses expired and made-up tokens", async () => {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const link = await issueResetLink(ctx.database.db, { userId: row.id, origin: "http://x", purpose: "reset" });
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(passwordResetTokens.userId, row.id));
    const expired = new URL(link).searchParams.get("token")!;
    for (const token of [expired, "made-up-token"]) {
      const response = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "BrandNew2026" });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    }
    await expect(signIn(ctx.app, owner.email, owner.password)).resolves.toMatch(/^sid=/);
  });
});

describe("without a reachable SMTP server", () => {
  it("still answers OK and keeps the email queued with the reason, for the next retry", async () => {
    const broken = await createTestContext({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      const response = await broken.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: owner.email },
      });
      expect(response.statusCode).toBe(200);
      await broken.jobs.drain();
      const [row] = await broken.database.db.select().from(emailOutbox);
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.error).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});
